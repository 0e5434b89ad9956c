import bcrypt from "bcryptjs";

export const BCRYPT_COST = 10;
export const MAX_PASSWORD_BYTES = 72;

/** bcrypt ignores bytes past 72; refuse them rather than silently accept a weaker secret. */
export const passwordTooLong = (password: string) => Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when the e-mail is unknown, so a login takes as long either way.
export const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);
