import { Button, Group, MultiSelect, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as m from '#shared/messages/client/loyalty-audiences';
import { segmentProblem, type Segment } from '#shared/schemas/loyalty-audience';
import { call, isApiError } from '#web/api/client.ts';

// Who a loyalty message (or an offer's text) goes to (docs/client-loyalty-audiences.md): a saved
// segment, or one built here from the company's signup categories, last visit, points balance, ZIP
// codes and join date, which can be saved under a name for next time. The server applies it.

const SEGMENTS_KEY = 'loyalty-segments';
const CATEGORIES_KEY = 'loyalty-segment-categories';

const segmentsQuery = (clientId: string) => ({
  queryKey: [SEGMENTS_KEY, clientId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call('listLoyaltySegments', { params: { clientId }, query: { limit: 100 } }, signal),
});

/** What the picker hands its form: the segment (absent, every member) and the saved name it came from. */
export interface AudienceChoice {
  segment?: Segment;
  segmentName?: string;
}

type Visit = 'any' | 'within' | 'notSince';
const num = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The segment the builder's fields make (undefined: every member). */
function build(f: {
  categories: string[];
  visit: Visit;
  visitDays: string | number;
  min: string | number;
  max: string | number;
  zips: string;
  joined: string | number;
}): { segment?: Segment; problem?: string } {
  const s: Segment = {};
  if (f.categories.length) s.categories = f.categories;
  if (f.visit !== 'any') {
    const days = num(f.visitDays);
    if (!days || days < 1) return { problem: 'Enter a number of days, 1 or more.' };
    s.visit = { kind: f.visit, days };
  }
  if (num(f.min) !== undefined || num(f.max) !== undefined)
    s.points = {
      ...(num(f.min) !== undefined && { min: num(f.min) }),
      ...(num(f.max) !== undefined && { max: num(f.max) }),
    };
  const zips = f.zips.split(/[\s,]+/).filter(Boolean);
  if (zips.some((z) => !/^\d{5}$/.test(z))) return { problem: m.badZips };
  if (zips.length) s.zips = [...new Set(zips)];
  if (num(f.joined) !== undefined) s.joinedWithinDays = num(f.joined)!;
  const problem = segmentProblem(s);
  if (problem) return { problem };
  return Object.keys(s).length ? { segment: s } : {};
}

/**
 * The audience fields: a saved segment or the builder. `onChange` hears every change, with the
 * builder's problem (a form holds its send while there is one).
 */
export function SegmentPicker({
  clientId,
  onChange,
}: {
  clientId: string;
  onChange: (choice: AudienceChoice, problem?: string) => void;
}) {
  const queries = useQueryClient();
  const saved = useQuery(segmentsQuery(clientId));
  const categories = useQuery({
    queryKey: [CATEGORIES_KEY, clientId],
    queryFn: ({ signal }) => call('getSignupCategories', { params: { clientId } }, signal),
  });
  const [savedId, setSavedId] = useState<string | null>(null);
  const [fields, setFields] = useState({
    categories: [] as string[],
    visit: 'any' as Visit,
    visitDays: 30 as string | number,
    min: '' as string | number,
    max: '' as string | number,
    zips: '',
    joined: '' as string | number,
  });
  const [name, setName] = useState('');
  const [note, setNote] = useState<string>();
  const built = build(fields);

  const change = (next: Partial<typeof fields>) => {
    const all = { ...fields, ...next };
    setFields(all);
    const b = build(all);
    onChange(b.segment ? { segment: b.segment } : {}, b.problem);
  };

  const pick = (id: string | null) => {
    setSavedId(id);
    const s = saved.data?.segments.find((x) => x._id === id);
    if (s) onChange({ segment: s.segment, segmentName: s.name });
    else onChange(built.segment ? { segment: built.segment } : {}, built.problem);
  };

  const save = async () => {
    setNote(undefined);
    if (!built.segment || !name.trim()) return;
    try {
      const r = await call('saveLoyaltySegment', { params: { clientId }, body: { name, segment: built.segment } });
      await queries.invalidateQueries({ queryKey: [SEGMENTS_KEY, clientId] });
      setNote(m.segmentSaved(r.segment.name));
      setName('');
    } catch (e) {
      setNote(isApiError(e) ? e.message : String(e));
    }
  };

  const remove = async () => {
    if (!savedId) return;
    await call('deleteLoyaltySegment', { params: { clientId, segmentId: savedId } }).catch(() => undefined);
    await queries.invalidateQueries({ queryKey: [SEGMENTS_KEY, clientId] });
    pick(null);
  };

  return (
    <fieldset className="segment-picker">
      <legend>{m.audienceLabel}</legend>
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={m.savedSegmentLabel}
            placeholder={m.noSavedSegment}
            data={(saved.data?.segments ?? []).map((s) => ({ value: s._id, label: s.name }))}
            value={savedId}
            onChange={pick}
            clearable
            style={{ flex: 1, minWidth: 200 }}
          />
          {savedId && (
            <Button variant="default" onClick={() => void remove()}>
              {m.deleteSegment}
            </Button>
          )}
        </Group>
        {!savedId && (
          <>
            <MultiSelect
              label={m.categoriesLabel}
              data={(categories.data?.categories ?? []).map((c) => c.title)}
              value={fields.categories}
              onChange={(v) => change({ categories: v })}
              clearable
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={m.visitLabel}
                data={[
                  { value: 'any', label: 'Any' },
                  { value: 'within', label: m.visitWithin },
                  { value: 'notSince', label: m.visitNotSince },
                ]}
                value={fields.visit}
                allowDeselect={false}
                onChange={(v) => change({ visit: (v as Visit | null) ?? 'any' })}
                w={200}
              />
              {fields.visit !== 'any' && (
                <NumberInput
                  label={m.daysLabel}
                  min={1}
                  value={fields.visitDays}
                  onChange={(v) => change({ visitDays: v })}
                  w={120}
                />
              )}
            </Group>
            <Group gap="sm" wrap="wrap">
              <NumberInput
                label={m.pointsMinLabel}
                min={0}
                step={50}
                value={fields.min}
                onChange={(v) => change({ min: v })}
                w={180}
              />
              <NumberInput
                label={m.pointsMaxLabel}
                min={0}
                step={50}
                value={fields.max}
                onChange={(v) => change({ max: v })}
                w={180}
              />
            </Group>
            <Group gap="sm" wrap="wrap" align="flex-start">
              <TextInput
                label={m.zipsLabel}
                description={m.zipsHint}
                value={fields.zips}
                onChange={(e) => change({ zips: e.currentTarget.value })}
                style={{ flex: 1, minWidth: 200 }}
              />
              <NumberInput
                label={m.joinedLabel}
                min={1}
                value={fields.joined}
                onChange={(v) => change({ joined: v })}
                w={200}
              />
            </Group>
            {built.problem && (
              <Text c="red.9" size="sm" role="alert">
                {built.problem}
              </Text>
            )}
            {built.segment && (
              <Group gap="sm" align="flex-end">
                <TextInput
                  label={m.saveAsLabel}
                  value={name}
                  maxLength={60}
                  onChange={(e) => setName(e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <Button variant="default" onClick={() => void save()} disabled={!name.trim()}>
                  {m.saveSegment}
                </Button>
              </Group>
            )}
            {note && (
              <Text size="sm" role="status">
                {note}
              </Text>
            )}
          </>
        )}
      </Stack>
    </fieldset>
  );
}
