import { Alert, Anchor, Button, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '#web/lib/navigation.ts';
import { PRICING, usd } from '#shared/constants';
import * as authMessages from '#shared/messages/auth';
import { ACCOUNT_TYPES, signupBodySchema, type AccountType, type SignupBody } from '#shared/schemas/auth';
import { pages } from '#web/app/paths.ts';
import { claimWithTrial } from '#web/components/claim-link.tsx';
import { useServerError } from '#web/lib/server-error.ts';
import { destinationAfterSignIn, useSession } from '#web/lib/session.tsx';
import { signUp } from './api.ts';
import { GoogleButton } from './google-button.tsx';

const LABELS: Record<AccountType, string> = { producer: 'Producer', dispensary: 'Dispensary', customer: 'Customer' };

/** The sign-up form: the account type comes preselected by entityType. */
export function SignupForm({ CTAText, entityType }: { CTAText: string | undefined; entityType: string | undefined }) {
  const navigate = useNavigate();
  const session = useSession();
  const { serverError, setServerError, guard } = useServerError();
  // /signup/{entityType} alone is read as the type too, so short links work
  const preselected = ACCOUNT_TYPES.find((t) => t === (entityType ?? CTAText)?.toLowerCase());
  const { register, control, handleSubmit, watch, formState } = useForm<SignupBody>({
    resolver: standardSchemaResolver(signupBodySchema),
    defaultValues: { email: '', password: '', passwordVer: '', accountType: preselected ?? 'customer' },
  });
  const accountType = watch('accountType');

  const submit = handleSubmit(
    guard(async (body) => {
      const r = await signUp(body);
      if (!r.user) return setServerError(authMessages.noUserReturned);
      session.signedIn(r.user);
      const next = destinationAfterSignIn(r.user);
      // the form promotes the Pro trial to every business account, so its claim starts the trial
      navigate(next === pages.claimYourCompany.href() ? claimWithTrial() : next);
    }),
  );

  return (
    <Stack maw={480} mx="auto" gap="lg">
      <Title order={1}>Sign Up</Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={control}
            name="accountType"
            render={({ field, fieldState }) => (
              <Radio.Group label="Account type" {...field} error={fieldState.error?.message}>
                <Stack gap={6} mt={6}>
                  {ACCOUNT_TYPES.map((t) => (
                    <Radio key={t} value={t} label={LABELS[t]} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {/* spec 1: Google sign-up for customers only */}
          {accountType === 'customer' && <GoogleButton label="Sign up with Google" />}
          {accountType !== 'customer' && (
            <Paper withBorder p="md" radius="md" className="promo">
              <Text fw={700}>Try Pro free for {PRICING.proTrialDays} days</Text>
              <Text fz="sm">
                {accountType === 'producer'
                  ? `Free certificate storage and cannastamps for every product, and the sales kiosk free for ${PRICING.proTrialDays} days. Pro picture-message loyalty is the paid add-on: ${PRICING.loyaltyMessagesPerMonth.toLocaleString('en-US')} messages a month, then ${usd(PRICING.extraMessage)} each.`
                  : `Dispensary Pro: the in-store kiosk tablet (${usd(PRICING.kioskMonthly)}/mo), free for your first ${PRICING.proTrialDays} days. The loyalty add-on (+${usd(PRICING.loyaltyAddOnMonthly)}/mo) starts when you ask for it.`}
              </Text>
            </Paper>
          )}
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label="E-Mail"
            type="email"
            autoComplete="email"
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            {...register('password')}
            error={formState.errors.password?.message}
          />
          <PasswordInput
            label="Repeat password"
            autoComplete="new-password"
            {...register('passwordVer')}
            error={formState.errors.passwordVer?.message}
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Create Account
          </Button>
          <Text fz="sm">
            Already have an account?{' '}
            <Anchor component="button" type="button" onClick={() => session.setSignInOpen(true)}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
