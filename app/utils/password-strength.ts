/** SPEC §5: the sign-up checklist (guidance, not blocking) and the 0-4 strength score with its labels. */

export const STRENGTH_LABELS = ["Very Weak", "Weak", "Fair", "Good", "Strong"] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

const hasLower = (p: string) => /[a-z]/.test(p);
const hasUpper = (p: string) => /[A-Z]/.test(p);
const hasDigit = (p: string) => /\d/.test(p);
// "Special" means non-alphanumeric, as in the spec: a space or an accent counts.
const hasSpecial = (p: string) => /[^a-zA-Z0-9]/.test(p);

/** `key` names the criterion in the `account.criteria` catalogue (issue 17); `label` is its English text. */
export const PASSWORD_CRITERIA = [
  { key: "length", label: "At least 6 characters", met: (p: string) => p.length >= 6 },
  { key: "upper", label: "Contains uppercase letter", met: hasUpper },
  { key: "lower", label: "Contains lowercase letter", met: hasLower },
  { key: "digit", label: "Contains a number", met: hasDigit },
  { key: "special", label: "Contains special character", met: hasSpecial },
] as const;
export type CriterionKey = (typeof PASSWORD_CRITERIA)[number]["key"];

/** One point each: length ≥ 6; both cases; a digit; a non-alphanumeric character. */
export function passwordScore(password: string): 0 | 1 | 2 | 3 | 4 {
  let score = 0;
  if (password.length >= 6) score++;
  if (hasLower(password) && hasUpper(password)) score++;
  if (hasDigit(password)) score++;
  if (hasSpecial(password)) score++;
  return score as 0 | 1 | 2 | 3 | 4;
}

export function passwordStrength(password: string) {
  const score = passwordScore(password);
  return {
    score,
    label: STRENGTH_LABELS[score] as StrengthLabel,
    criteria: PASSWORD_CRITERIA.map((c) => ({ key: c.key, label: c.label, met: c.met(password) })),
  };
}
