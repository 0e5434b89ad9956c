import type { AccountStrings } from "../en/account";

export const account: AccountStrings = {
  placeholder: "",
};
