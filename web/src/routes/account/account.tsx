import { useParams } from 'wouter';
import { AccountSettings } from '#web/features/account/settings/account-settings.tsx';

/** /user/{_id}: update e-mail and phone, change password, delete the account (spec 1). */
export function Component() {
  const { id = '' } = useParams();
  return <AccountSettings id={id} />;
}
