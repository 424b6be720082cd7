// Apart from the dialog, so the booking card can say it without loading the dialog's code.
export const PROBLEM_HOLD_TEXT =
  "We hold the DJ's payment while our team looks into it. We reply within one business day.";
