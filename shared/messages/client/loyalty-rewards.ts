// Loyalty rewards (docs/client-loyalty-rewards.md): the spec leaves rewards unimplemented, so every
// text here is ours.

// the business's rewards view
export const viewTitle = 'Rewards' as const;
export const noRewards = "You haven't defined a reward yet" as const;
export const newReward = 'New reward' as const;
export const editReward = 'Edit reward' as const;
export const nameLabel = 'Name' as const;
export const pointsCostLabel = 'Points cost' as const;
export const productLabel = 'Product (optional)' as const;
export const categoryLabel = 'Category (optional)' as const;
export const startDateLabel = 'Available from (optional)' as const;
export const endDateLabel = 'Available until (optional, that day included)' as const;
export const saveReward = 'Save reward' as const;
export const cancel = 'Cancel' as const;
export const edit = 'Edit' as const;
export const rewardSaved = 'Reward saved' as const;
export const anyProduct = 'Any product' as const;
export const costOf = (points: number) => `${points.toLocaleString('en-US')} ${points === 1 ? 'point' : 'points'}`;
export const availableAlways = 'Always available' as const;
export const availability = (from: string | undefined, until: string | undefined) =>
  from && until ? `${from} to ${until}` : from ? `From ${from}` : until ? `Until ${until}` : availableAlways;
export const runningNow = 'Available now' as const;
export const notRunning = 'Not available now' as const;

// redeeming at the counter
export const counterTitle = 'Redeem at the counter' as const;
export const counterPhoneLabel = "Member's phone number" as const;
export const findMember = 'Find member' as const;
export const balanceIs = (points: number) => `Balance: ${costOf(points)}` as const;
export const redeem = 'Redeem' as const;
export const redeemNamed = (name: string) => `Redeem ${name}` as const;
export const shortBy = (points: number) => `${costOf(points)} more needed` as const;
export const noRewardsNow = 'No reward is available right now.' as const;
export const redeemed = (name: string, balance: number) =>
  `Redeemed ${name}. The balance is now ${costOf(balance)}.` as const;

// the redemptions list and reversal
export const redemptionsTitle = 'Recent redemptions' as const;
export const noRedemptions = 'No reward has been redeemed yet' as const;
export const reverse = 'Reverse' as const;
export const reverseTitle = 'Reverse this redemption?' as const;
export const reverseWhat = (name: string, points: number) =>
  `${name}: the member gets ${costOf(points)} back. Say why, for the record.` as const;
export const reasonLabel = 'Reason' as const;
export const reverseConfirm = 'Reverse redemption' as const;
export const reversedOn = (at: string, reason: string) => `Reversed ${at}: ${reason}` as const;
export const channelLabels = { kiosk: 'Kiosk', counter: 'Counter' } as const;

// the kiosk
export const kioskRewardsButton = 'Rewards' as const;
export const kioskTitle = 'Your rewards' as const;
export const kioskBalance = (points: number) => `You have ${costOf(points)}` as const;
export const kioskNoRewards = 'This store has no rewards right now.' as const;
export const kioskRedeemed = (name: string) => `Enjoy your ${name}! Show this screen at the counter.` as const;
export const close = 'Close' as const;

// refusals
export const nameRequired = 'Give the reward a name.' as const;
export const nameTooLong = 'A name is at most 80 characters.' as const;
export const pointsCostRange = 'The points cost is a whole number from 1 to 1,000,000.' as const;
export const endBeforeStart = 'The last day cannot be before the first.' as const;
export const unknownTimeZone = 'The time zone is not one we know.' as const;
export const productNotCarried = 'The product of this reward is not among your products.' as const;
export const rewardNotFound = 'No such reward.' as const;
export const rewardNotAvailable = 'This reward is not available right now.' as const;
export const notEnoughPoints = (cost: number, balance: number) =>
  `Not enough points: this reward costs ${costOf(cost)} and the balance is ${costOf(balance)}.` as const;
export const redemptionNotFound = 'No such redemption.' as const;
export const reasonRequired = 'Say why the redemption is reversed.' as const;
export const reasonTooLong = 'A reason is at most 300 characters.' as const;

/** The member's confirmation text, through the loyalty send path (consent, quiet hours, the warnings). */
export const redemptionText = (business: string, reward: string, points: number, balance: number) =>
  `${business}: you redeemed ${reward} for ${costOf(points)}. Your balance is now ${costOf(balance)}.` as const;
export const editedMeanwhile = 'This reward was changed by someone else meanwhile. Reload it and try again.' as const;
export const saveFailed = 'The reward could not be saved. Please try again.' as const;
export const failed = 'There was an error.' as const;
export const redeemFailed = 'The reward could not be redeemed. Please try again.' as const;
export const loading = 'Loading your rewards…' as const;
