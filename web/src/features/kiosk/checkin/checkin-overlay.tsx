import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './kiosk-checkin.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { KIOSK_BUTTON_LOCK_MS, KIOSK_THANKS_MS } from '#shared/constants';
import * as messages from '#shared/messages/client/kiosk-checkin';
import * as memberMessages from '#shared/messages/client/loyalty-members';
import { ageProblem, NATIONAL_PHONE, type memberViewSchema } from '#shared/schemas/loyalty-member';
import { isTextableUsPhone, isUsPhone } from '#shared/us-phone';
import { isApiError } from '#web/api/client.ts';
import { FormFailure, useAttempt } from '#web/components/form-attempt.tsx';
import { signupCategoriesQuery } from '#web/features/client/kiosk-settings/api.ts';
import { checkIn, confirmMember, findMember, joinLoyalty, sendNewCode } from './api.ts';
import type { CheckedInMember } from './member-badge.tsx';
import { useLockedPress } from './use-locked-press.ts';
import { isOnline, useOnline } from '#web/lib/network-state.ts';

type Member = z.output<typeof memberViewSchema>;
/**
 * What the page keeps of a member checked in: their phone's last four digits to show, a returning
 * member's points, and the whole phone only to send with an order as the membership (never shown).
 */
const checkedIn = (m: Member, points?: number): CheckedInMember => ({
  lastFour: m.phone.slice(-4),
  phone: m.phone,
  returning: points !== undefined,
  ...(points !== undefined && { points }),
});

type Step =
  | { kind: 'phone' }
  | { kind: 'signup'; phone: string; consentWording: string }
  | { kind: 'confirm'; phone: string }
  | { kind: 'thanks'; member: Member };

const ZIP = /^\d{5}(-\d{4})?$/;

/** The shopper's sentence for a failed call: offline, the network, or the server's own message. */
const failureOf = (e: unknown) =>
  !isOnline() ? messages.offline : isApiError(e) ? e.message : messages.networkFailure;

/**
 * The loyalty check-in overlay (spec 3 'Loyalty check-in flow'), full screen: phone → an active
 * member is checked in at once; anyone else signs up (ZIP, age, the consent the server records),
 * confirms the texted code with the signup categories, is checked in and thanked, and the overlay
 * closes after `thanksMs`. Close and Restart sit in the bottom bar. A returning member is handed to
 * the page with their points balance, a new one without.
 */
export function CheckinOverlay({
  clientId,
  opened,
  onClose,
  onCheckedIn,
  buttonLockMs = KIOSK_BUTTON_LOCK_MS,
  thanksMs = KIOSK_THANKS_MS,
}: {
  clientId: string;
  opened: boolean;
  onClose: () => void;
  onCheckedIn: (member: CheckedInMember) => void;
  buttonLockMs?: number;
  thanksMs?: number;
}) {
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  // each start is a new round: its steps begin empty
  const [round, setRound] = useState(0);
  const restart = () => {
    setStep({ kind: 'phone' });
    setRound((r) => r + 1);
  };
  const online = useOnline();
  const close = () => {
    restart();
    onClose();
  };
  const thanked = step.kind === 'thanks' ? step.member : undefined;
  useEffect(() => {
    if (!thanked) return;
    const t = setTimeout(() => {
      onCheckedIn(checkedIn(thanked));
      setStep({ kind: 'phone' });
      setRound((r) => r + 1);
      onClose();
    }, thanksMs);
    return () => clearTimeout(t);
  }, [thanked, thanksMs, onCheckedIn, onClose]);

  return (
    <Modal opened={opened} onClose={close} fullScreen title={messages.overlayTitle} withCloseButton={false}>
      <div className="kiosk-checkin-body" key={round}>
        {!online && (
          <Alert color="red" role="alert">
            {messages.offline}
          </Alert>
        )}
        {step.kind === 'phone' && (
          <PhoneStep
            clientId={clientId}
            onMember={(member, points) => {
              onCheckedIn(checkedIn(member, points));
              close();
            }}
            onSignup={(phone, consentWording) => setStep({ kind: 'signup', phone, consentWording })}
          />
        )}
        {step.kind === 'signup' && (
          <SignupStep
            clientId={clientId}
            phone={step.phone}
            consentWording={step.consentWording}
            onCreated={() => setStep({ kind: 'confirm', phone: step.phone })}
          />
        )}
        {step.kind === 'confirm' && (
          <ConfirmStep
            clientId={clientId}
            phone={step.phone}
            buttonLockMs={buttonLockMs}
            onConfirmed={(member) => setStep({ kind: 'thanks', member })}
          />
        )}
        {step.kind === 'thanks' && (
          <Stack align="center" role="status">
            <Title order={2}>{messages.thanks}</Title>
            <Text size="lg">{messages.closingSoon}</Text>
          </Stack>
        )}
      </div>
      <div className="kiosk-checkin-bar">
        <Button variant="default" size="md" onClick={close}>
          {messages.close}
        </Button>
        <Button variant="default" size="md" onClick={restart}>
          {messages.restart}
        </Button>
      </div>
    </Modal>
  );
}

function PhoneStep({
  clientId,
  onMember,
  onSignup,
}: {
  clientId: string;
  /** A returning member checked in, with their points balance. */
  onMember: (m: Member, points: number) => void;
  onSignup: (phone: string, consentWording: string) => void;
}) {
  const [text, setText] = useState('');
  const { busy, failure, attempt } = useAttempt(failureOf);
  const phone = text.replace(/\D/g, '');
  // as the server checks it: US only, no country code, exactly 10 digits
  const valid = NATIONAL_PHONE.test(phone) && isTextableUsPhone(phone);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      const found = await findMember(clientId, phone);
      if (found.loyaltyStatus === 'active' && found.user) {
        const { balance } = await checkIn(clientId, phone);
        onMember(found.user, balance);
      } else onSignup(phone, found.consentWording);
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label={messages.phoneLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          size="lg"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={
            text !== '' && phone.length > 10
              ? memberMessages.invalidPhone
              : phone.length === 10 && isUsPhone(phone) && !valid
                ? memberMessages.phoneNotTextable
                : undefined
          }
        />
        <FormFailure>{failure}</FormFailure>
        <Button type="submit" size="lg" disabled={!valid} loading={busy}>
          {messages.signUp}
        </Button>
      </Stack>
    </form>
  );
}

function SignupStep({
  clientId,
  phone,
  consentWording,
  onCreated,
}: {
  clientId: string;
  phone: string;
  consentWording: string;
  onCreated: () => void;
}) {
  const [zip, setZip] = useState('');
  const [age, setAge] = useState('');
  const { busy, failure, attempt } = useAttempt(failureOf);
  const zipOk = ZIP.test(zip);
  const problem = ageProblem(age);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      await joinLoyalty(clientId, phone, zip, age);
      onCreated();
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Title order={2}>{messages.signupTitle}</Title>
        <TextInput
          label={messages.zipLabel}
          inputMode="numeric"
          autoComplete="postal-code"
          size="lg"
          maxLength={10}
          value={zip}
          onChange={(e) => setZip(e.currentTarget.value)}
          error={zip !== '' && !zipOk ? memberMessages.zipRequired : undefined}
        />
        <TextInput
          label={messages.ageLabel}
          inputMode="numeric"
          size="lg"
          maxLength={3}
          value={age}
          onChange={(e) => setAge(e.currentTarget.value.replace(/\D/g, ''))}
          error={
            age === '' || !problem
              ? undefined
              : problem === 'underAge'
                ? memberMessages.overAge
                : memberMessages.ageNotPlausible
          }
        />
        <Text size="sm">{consentWording}</Text>
        <FormFailure>{failure}</FormFailure>
        <Button type="submit" size="lg" disabled={!zipOk || !!problem} loading={busy}>
          {messages.signUp}
        </Button>
      </Stack>
    </form>
  );
}

function ConfirmStep({
  clientId,
  phone,
  buttonLockMs,
  onConfirmed,
}: {
  clientId: string;
  phone: string;
  buttonLockMs: number;
  onConfirmed: (m: Member) => void;
}) {
  const categories = useQuery(signupCategoriesQuery(clientId));
  // every category starts selected; a tap takes one out or puts it back
  const [dropped, setDropped] = useState<ReadonlySet<string>>(new Set());
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string>(memberMessages.codeTexted);
  const [failure, setFailure] = useState<string>();
  const resendLock = useLockedPress(buttonLockMs);
  const confirmLock = useLockedPress(buttonLockMs);
  const titles = (categories.data?.categories ?? []).map((c) => c.title);
  const toggle = (title: string) =>
    setDropped((d) => {
      const next = new Set(d);
      if (!next.delete(title)) next.add(title);
      return next;
    });
  const resend = async () => {
    resendLock.press();
    setFailure(undefined);
    setNotice('');
    try {
      setNotice((await sendNewCode(clientId, phone)).userMessage);
    } catch (err) {
      setFailure(failureOf(err));
    }
  };
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    confirmLock.press();
    setFailure(undefined);
    try {
      const r = await confirmMember(
        clientId,
        phone,
        code,
        titles.filter((t) => !dropped.has(t)),
      );
      await checkIn(clientId, phone);
      onConfirmed(r.user);
    } catch (err) {
      setFailure(failureOf(err));
    }
  };
  return (
    <form onSubmit={(e) => void confirm(e)}>
      <Stack>
        <Title order={2}>{messages.confirmTitle}</Title>
        {notice && <Text role="status">{notice}</Text>}
        <Group>
          <Button variant="outline" size="md" disabled={resendLock.locked} onClick={() => void resend()}>
            {messages.sendNewCode}
          </Button>
          {resendLock.locked && (
            <p role="timer" className="kiosk-lock-countdown">
              {messages.resendIn(resendLock.secondsLeft)}
            </p>
          )}
        </Group>
        {titles.length > 0 && (
          <fieldset className="kiosk-checkin-categories" aria-label={messages.categoriesLabel}>
            {categories.data?.categories.map((c) => (
              <button
                key={c.title}
                type="button"
                className="kiosk-category"
                aria-pressed={!dropped.has(c.title)}
                onClick={() => toggle(c.title)}
              >
                <strong>{c.title}</strong>
                <br />
                {c.text}
              </button>
            ))}
          </fieldset>
        )}
        <TextInput
          label={messages.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          size="lg"
          maxLength={10}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.trim())}
        />
        <FormFailure>{failure}</FormFailure>
        <Button type="submit" size="lg" disabled={confirmLock.locked || code === ''}>
          {messages.confirmAccount}
        </Button>
        {confirmLock.locked && (
          <p role="timer" className="kiosk-lock-countdown">
            {messages.confirmIn(confirmLock.secondsLeft)}
          </p>
        )}
      </Stack>
    </form>
  );
}
