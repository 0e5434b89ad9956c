/**
 * "Where to get help" (issue 10): shown under posts on sensitive topics when an editor ticks the box. Free national
 * lines in Rwanda; check them once a year.
 */
export const HELP_LINES = [
  { number: "114", label: "Rwanda Biomedical Centre health line, free, for mental health worries and thoughts of self-harm" },
  { number: "3029", label: "Isange One Stop Centre, free, for gender-based violence and child abuse" },
  { number: "116", label: "Child Helpline, free" },
  { number: "112", label: "Emergency (police and ambulance)" },
] as const;
