import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { TEXT_INPUT_MAX } from '#shared/constants';
import { companyBasicsSchema, entityBodySchema, type EntityBody } from '#shared/schemas/company-form';
import { RecordImages } from '#web/components/uploads/record-images.tsx';
import { useKeptInput } from '#web/lib/drafts.ts';

// The company form (spec 2 sections 2 and 5): account-creation mode shows the five fields every
// company needs; full mode (the profile) adds the rest with its own required set. One component,
// two schemas from shared/schemas/client.ts, which the API checks again.

export const BUSINESS_TYPES = [
  { value: 'producer', label: 'Producer/Processor' },
  { value: 'dispensary', label: 'Dispensary' },
] as const;
const ALL_TYPES = [
  ...BUSINESS_TYPES,
  { value: 'lab', label: 'Compliance Lab' },
  { value: 'integrator', label: 'Data Integrator' },
];

export type CompanyValues = EntityBody;

interface Field {
  name: Path<CompanyValues>;
  label: string;
  required?: boolean;
  type?: 'tel';
  autoComplete?: string;
}

const BASICS: Field[] = [
  { name: 'name', label: 'Business Name', required: true, autoComplete: 'organization' },
  { name: 'contactName', label: 'Primary Contact', required: true, autoComplete: 'name' },
  { name: 'contactPhone', label: 'Primary Contact Phone', required: true, type: 'tel', autoComplete: 'tel-national' },
  { name: 'licenseNumber', label: 'Regulatory License Number', required: true },
];

const FULL: Field[] = [
  { name: 'secondaryContact', label: 'Secondary Contact' },
  { name: 'secondaryContactPhone', label: 'Secondary Contact Phone', type: 'tel' },
  { name: 'buisnessLicenseNumber', label: 'Business ID (UBI/EIN)', required: true },
  { name: 's2sId', label: 'Seed-to-Sale ID' },
  { name: 'address1', label: 'Regulatory Address', required: true, autoComplete: 'address-line1' },
  { name: 'address2', label: 'Regulatory Address Line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP', required: true, autoComplete: 'postal-code' },
  { name: 'phone1', label: 'Public Phone', required: true, type: 'tel' },
  { name: 'phone2', label: 'Secondary Phone', type: 'tel' },
  { name: 'fax', label: 'Fax', type: 'tel' },
];

export function CompanyForm({
  mode,
  defaultValues,
  onSubmit,
  onCancel,
  error,
  typeLocked = false,
  claimTypes = BUSINESS_TYPES,
  premium = false,
  imagesOf,
  children,
}: {
  mode: 'claim' | 'full';
  defaultValues: Partial<CompanyValues>;
  onSubmit: (values: CompanyValues) => Promise<void>;
  onCancel: () => void;
  /** The save's failure, shown above the buttons: the spec's text and the server's details. */
  error?: string | undefined;
  /** Members may not change the business type (an admin's to change). */
  typeLocked?: boolean;
  /** The types a claim may choose (the account's kind); one alone is chosen already. */
  claimTypes?: readonly { value: string; label: string }[];
  /** An admin's premium level control. */
  premium?: boolean;
  /** The company whose images the form offers to upload (dispensary and admin users, spec 2). */
  imagesOf?: string | undefined;
  /** Shown between the fields and the buttons (the API key). */
  children?: ReactNode;
}) {
  const schema = mode === 'claim' ? companyBasicsSchema : entityBodySchema;
  const types = mode === 'claim' ? claimTypes : ALL_TYPES;
  // a field with one choice is chosen already; with more, the first line asks for one
  const only = types.length === 1 ? types[0]!.value : '';
  const { register, handleSubmit, formState, control, getValues, reset } = useForm<CompanyValues>({
    resolver: standardSchemaResolver(schema) as unknown as Resolver<CompanyValues, FieldValues>,
    defaultValues: { type: only as CompanyValues['type'], ...defaultValues },
  });
  useKeptInput('company', { getValues, reset });
  const input = (f: Field) => (
    <TextInput
      key={f.name}
      label={f.label}
      withAsterisk={f.required}
      type={f.type ?? 'text'}
      autoComplete={f.autoComplete ?? 'off'}
      maxLength={TEXT_INPUT_MAX}
      description={f.type === 'tel' ? 'A US number, e.g. (206) 555-0100' : undefined}
      {...register(f.name)}
      error={formState.errors[f.name as keyof typeof formState.errors]?.message as string | undefined}
    />
  );
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Company">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input(BASICS[0]!)}
          <NativeSelect
            label="Business Type"
            withAsterisk
            disabled={typeLocked}
            data={only ? types : [{ value: '', label: 'Choose a type' }, ...types]}
            {...register('type')}
            error={formState.errors.type?.message}
          />
          {BASICS.slice(1).map(input)}
          {mode === 'full' && FULL.map(input)}
          {premium && (
            <NativeSelect
              label="Premium Level"
              description="Pro turns premium on; an admin's choice ends a trial"
              data={[
                { value: 'free', label: 'Free' },
                { value: 'pro', label: 'Pro' },
              ]}
              {...register('premiumLevel')}
            />
          )}
        </SimpleGrid>
        {imagesOf && <RecordImages control={control} clientId={imagesOf} purpose="client" cleared="" />}
        {children}
        {error && (
          <Alert color="red" role="alert" title="Not saved">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            Continue
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
