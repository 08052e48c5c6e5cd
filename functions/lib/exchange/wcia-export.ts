import { MEDIA } from '#shared/media';
import { PANELS, type PanelStatus } from '#shared/safety-panels';
import type { Analyte, SafetyPanels } from '#shared/schemas/safety-panels';
import {
  CANNABINOIDS,
  EXTENDED_TERPENES,
  MAIN_TERPENES,
  RESIDUAL_SOLVENTS,
  type MeasureKey,
  type TestResult,
} from '#shared/schemas/test-result';
import type { WciaExport } from '#shared/schemas/wcia';
import {
  FIGURE_ASSAYS,
  PANEL_ASSAYS,
  QOM_NOT_DETECTED,
  QOM_NOT_TESTED,
  WATER_ACTIVITY_ASSAY,
  WCIA_NAMES,
  WCIA_UNITS,
} from '#shared/schemas/wcia-names';

// A published lab result as a WCIA 2.2.0 document (docs/lab-result-page.md, "The result as data").
// Figures keep their full precision; what is not a figure stays what it is: not detected is the
// producers' sentinel -2, not tested -3, below the limit of quantitation '<LOQ' (there is no
// sentinel for it, and it is not a zero), any other non-detect as the certificate printed it.

type Assay = WciaExport['metric_list'][number];
type Metric = Assay['metrics'][number];

/** Where a lot's document and certificate are served, under the site's address. */
export const wciaPath = (lotId: string) => `/api/lab-result/${lotId}/wcia`;
export const coaPath = (lotId: string) => `/api/lab-result/${lotId}/coa`;

const verdictOf = (s: PanelStatus): Assay['status'] => (s === 'not tested' ? null : s);

function figureAssay(t: TestResult, keys: readonly MeasureKey[], kind: keyof typeof FIGURE_ASSAYS): Assay | undefined {
  const { testType, analyteType } = FIGURE_ASSAYS[kind];
  const metrics: Metric[] = [];
  for (const key of keys) {
    const value = t[key];
    const nonDetect = t.nonDetects?.[key];
    if (value === undefined && !nonDetect) continue;
    metrics.push({
      id: `${t._id}:${key}`,
      name: WCIA_NAMES[key],
      analyte_type: analyteType,
      qom: value !== undefined ? String(value) : nonDetect!.printed === 'ND' ? QOM_NOT_DETECTED : nonDetect!.printed,
      uom: 'pct',
      // potency has no limit to pass or fail
      status: 'pass',
    });
  }
  return metrics.length ? { test_id: `${t._id}:${kind}`, test_type: testType, status: 'pass', metrics } : undefined;
}

const qomOf = (a: Analyte) =>
  a.reading === 'value'
    ? String(a.amount)
    : a.reading === 'ND'
      ? QOM_NOT_DETECTED
      : a.reading === 'NT'
        ? QOM_NOT_TESTED
        : '<LOQ';

const analyteVerdict = (a: Analyte): Metric['status'] =>
  a.reading === 'NT'
    ? null
    : (a.status ?? (a.amount !== undefined && a.limit !== undefined && a.amount > a.limit ? 'fail' : 'pass'));

function panelAssays(t: TestResult, panels: SafetyPanels): Assay[] {
  const out: Assay[] = [];
  for (const { key } of PANELS) {
    const panel = panels[key];
    if (!panel) continue;
    const groups = new Map<{ testType: string; analyteType: string }, Metric[]>();
    panel.analytes.forEach((a, i) => {
      const assay = key === 'moisture' && a.unit === 'aw' ? WATER_ACTIVITY_ASSAY : PANEL_ASSAYS[key];
      const list = groups.get(assay) ?? [];
      list.push({
        id: `${t._id}:${key}:${i}`,
        name: a.name.toLowerCase(),
        analyte_type: assay.analyteType,
        qom: qomOf(a),
        uom: WCIA_UNITS[a.unit],
        status: analyteVerdict(a),
      });
      groups.set(assay, list);
    });
    // a panel reported without analytes still says whether it passed
    if (groups.size === 0) groups.set(PANEL_ASSAYS[key], []);
    for (const [assay, metrics] of groups)
      out.push({
        test_id: `${t._id}:${key}${assay === WATER_ACTIVITY_ASSAY ? ':aw' : ''}`,
        test_type: assay.testType,
        // a failed moisture panel split in two fails the assay whose analyte failed
        status:
          groups.size > 1 && panel.status === 'fail'
            ? metrics.some((m) => m.status === 'fail')
              ? 'fail'
              : 'pass'
            : verdictOf(panel.status),
        metrics,
      });
  }
  return out;
}

/**
 * The lot's result as a WCIA document served at `siteUrl` + wciaPath(lotId). The platform keeps no
 * lab licence numbers and no lab's own result id: those fields are empty, and `labresult_id` is the
 * platform's id of the result. The result fails when a safety panel failed.
 */
export function wciaDocument(t: TestResult, lotId: string, siteUrl: string): WciaExport {
  const origin = `${siteUrl}${wciaPath(lotId)}`;
  const hasCertificate = t.pdfFiles.some((k) => k.startsWith(MEDIA.private.coas));
  const panels = t.panels ?? {};
  const figures = [
    figureAssay(t, CANNABINOIDS, 'cannabinoid'),
    figureAssay(t, [...MAIN_TERPENES, 'terpeneTotal', ...EXTENDED_TERPENES], 'terpene'),
    // beside a residual-solvent panel, in an assay of their own: percent figures a reader tells
    // from the panel's µg/g by their unit, so both read back
    figureAssay(t, RESIDUAL_SOLVENTS, 'solvent'),
  ].filter((a): a is Assay => a !== undefined);
  return {
    document_name: 'WCIA Lab Result Schema',
    document_schema_version: '2.2.0',
    document_origin: origin,
    lab_name: t.testLab.name,
    lab_ubi_license: '',
    lab_ccrs_license: '',
    labresult_id: t._id,
    sample: { id: t.tracabilitySampleLotId ?? '', sample_source_id: t.tracabilityParentLotId ?? '' },
    // a certificate's own links are signed for minutes: the document names the route that signs one
    coa: `${siteUrl}${hasCertificate ? coaPath(lotId) : `/lab-result/${lotId}`}`,
    release_date: t.testDate ?? null,
    amended_date: null,
    expire_date: null,
    status: PANELS.some(({ key }) => panels[key]?.status === 'fail') ? 'fail' : 'pass',
    is_medical: 0,
    metric_list: [...figures, ...panelAssays(t, panels)],
    meta: { wcia_lab_result_Link: origin, lot_id: lotId },
  };
}
