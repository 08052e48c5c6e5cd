import * as messages from '#shared/messages/client/kiosk-checkin';
import './kiosk-checkin.css';

/**
 * Who is checked in, as the page keeps them: the phone's last four digits only (the header faces
 * the shop floor, and the next shopper), whether they were a member already, and, for a returning
 * member, their points balance.
 */
export interface CheckedInMember {
  lastFour: string;
  /** E.164, never shown: an order sent to the counter carries it as the membership. */
  phone: string;
  returning: boolean;
  points?: number;
}

/** A phone as the header shows it: its last four digits, the rest masked. */
export const maskedPhone = (lastFour: string) => `••• ••• ${lastFour}`;

/** The storefront header's greeting of the checked-in member: 'Welcome back' and their points, or 'Checked in'. */
export function MemberBadge({ member }: { member: CheckedInMember }) {
  return (
    <p role="status" className="kiosk-member">
      <strong>{member.returning ? messages.welcomeBack : messages.checkedIn}</strong>{' '}
      <span className="kiosk-member-phone">{maskedPhone(member.lastFour)}</span>
      {member.returning && member.points !== undefined && (
        <>
          {' '}
          <span className="kiosk-member-points">{messages.pointsBalance(member.points)}</span>
        </>
      )}
    </p>
  );
}
