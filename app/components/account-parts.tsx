import { useCurrentUser } from "~/ui/root-data";
import { Header } from "./header";
import { PersonalSlot } from "./personal-slot";
import { UnverifiedNotice } from "./unverified-notice";

/** The header (name, role, account menu, staff links) and the unverified notice: one personal part of every page. */
export function AccountParts() {
  return (
    <PersonalSlot name="account">
      <Header user={useCurrentUser()} />
      <UnverifiedNotice />
    </PersonalSlot>
  );
}
