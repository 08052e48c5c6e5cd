// A member's time zone from their ZIP code: the loyalty send path keeps its quiet hours (8 am–8 pm)
// in it. A ZIP's first three digits name its sectional centre; USPS assigns each prefix to one state
// (USPS Publication 65, the National Five-Digit ZIP Code and Post Office Directory), and most states
// keep one zone. Where a state is split, the prefix's main city decides, by the zone descriptions of
// the IANA tz database's zone1970.tab (e.g. America/Indiana/Indianapolis, America/Boise) and the
// counties the US Department of Transportation lists in 49 CFR Part 71. Good for the US to the
// prefix: a few border towns (a county on the other side of a split line from its sectional centre)
// get their neighbour's zone, an hour off. Prefixes USPS does not use for places (000–004, 099,
// the military AA/AE/AP ranges) have no zone, and a ZIP with no zone is not accepted.

/** [first prefix, last prefix, IANA zone], in prefix order, without overlaps. */
const RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'America/New_York'], // Holtsville NY (IRS)
  [6, 7, 'America/Puerto_Rico'],
  [8, 8, 'America/St_Thomas'], // US Virgin Islands
  [9, 9, 'America/Puerto_Rico'],
  [10, 89, 'America/New_York'], // New England, New Jersey
  [100, 199, 'America/New_York'], // New York, Pennsylvania, Delaware
  [200, 299, 'America/New_York'], // DC, Maryland, Virginia, West Virginia, the Carolinas
  [300, 319, 'America/New_York'], // Georgia
  [320, 323, 'America/New_York'], // Florida
  [324, 325, 'America/Chicago'], // the Florida panhandle: Panama City, Pensacola
  [326, 349, 'America/New_York'],
  [350, 369, 'America/Chicago'], // Alabama
  [370, 372, 'America/Chicago'], // Nashville
  [373, 374, 'America/New_York'], // Chattanooga
  [375, 375, 'America/Chicago'], // Memphis
  [376, 379, 'America/New_York'], // Johnson City, Knoxville
  [380, 385, 'America/Chicago'], // West and Middle Tennessee
  [386, 397, 'America/Chicago'], // Mississippi
  [398, 399, 'America/New_York'], // Georgia
  [400, 418, 'America/New_York'], // Louisville, Lexington, eastern Kentucky
  [420, 424, 'America/Chicago'], // Paducah, Bowling Green, Owensboro, Henderson
  [425, 427, 'America/New_York'], // Somerset, Elizabethtown
  [430, 459, 'America/New_York'], // Ohio
  [460, 462, 'America/Indiana/Indianapolis'],
  [463, 464, 'America/Chicago'], // Gary: Chicago's suburbs
  [465, 475, 'America/Indiana/Indianapolis'],
  [476, 477, 'America/Chicago'], // Evansville
  [478, 479, 'America/Indiana/Indianapolis'],
  [480, 499, 'America/Detroit'], // Michigan
  [500, 528, 'America/Chicago'], // Iowa
  [530, 549, 'America/Chicago'], // Wisconsin
  [550, 567, 'America/Chicago'], // Minnesota
  [570, 575, 'America/Chicago'], // eastern South Dakota
  [576, 577, 'America/Denver'], // Rapid City
  [580, 585, 'America/Chicago'], // North Dakota
  [586, 586, 'America/Denver'], // Dickinson
  [587, 588, 'America/Chicago'],
  [590, 599, 'America/Denver'], // Montana
  [600, 629, 'America/Chicago'], // Illinois
  [630, 658, 'America/Chicago'], // Missouri
  [660, 679, 'America/Chicago'], // Kansas
  [680, 692, 'America/Chicago'], // Nebraska
  [693, 693, 'America/Denver'], // Scottsbluff
  [700, 714, 'America/Chicago'], // Louisiana
  [716, 729, 'America/Chicago'], // Arkansas
  [730, 749, 'America/Chicago'], // Oklahoma
  [750, 797, 'America/Chicago'], // Texas
  [798, 799, 'America/Denver'], // El Paso
  [800, 816, 'America/Denver'], // Colorado
  [820, 831, 'America/Denver'], // Wyoming
  [832, 834, 'America/Boise'], // southern Idaho
  [835, 835, 'America/Los_Angeles'], // Lewiston
  [836, 837, 'America/Boise'], // Boise
  [838, 838, 'America/Los_Angeles'], // Coeur d'Alene, the Idaho panhandle
  [840, 847, 'America/Denver'], // Utah
  [850, 865, 'America/Phoenix'], // Arizona: no daylight saving
  [870, 884, 'America/Denver'], // New Mexico
  [885, 885, 'America/Denver'], // El Paso
  [889, 898, 'America/Los_Angeles'], // Nevada
  [900, 961, 'America/Los_Angeles'], // California
  [967, 968, 'Pacific/Honolulu'],
  [969, 969, 'Pacific/Guam'],
  [970, 978, 'America/Los_Angeles'], // Oregon
  [979, 979, 'America/Boise'], // Ontario, Oregon: Malheur County keeps Mountain time
  [980, 994, 'America/Los_Angeles'], // Washington
  [995, 999, 'America/Anchorage'], // Alaska
];

/** A ZIP code: 5 digits, or 5 digits, a hyphen and 4 (spec 3 §5). */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/;

/** The IANA zone of a ZIP code, or undefined when it is not a ZIP or its prefix names no US place. */
export function timeZoneForZip(zip: string): string | undefined {
  if (!ZIP_CODE.test(zip)) return undefined;
  const prefix = Number(zip.slice(0, 3));
  let lo = 0;
  let hi = RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last, zone] = RANGES[mid]!;
    if (prefix < first) hi = mid - 1;
    else if (prefix > last) lo = mid + 1;
    else return zone;
  }
  return undefined;
}
