// The bundle budgets, apart from scripts/bundle-report.ts (which reads dist/ when it is
// imported), so the benchmark's report can read them too.

/**
 * Signed-in routes: each route's own chunks, and its first visit after the shell. The first
 * visit went from 110 to 112 KB with DJ payouts (2026-11-26): the bookings list reads the
 * DJ's payout account (Accept says why it is disabled) and offers "Report a problem"; the
 * payout tabs and the report dialog load on first use. 113 KB with decision 0030
 * (2026-12-05): every form's moderation reads the text as the reader is shown it, character
 * references decoded (the decoder's table grew by the references contact details are written
 * with), and reserved names are folded for case, accents and invisible characters; /become-dj
 * went from 111.8 to 112.5 KB. The confusables table itself stays on the server (28 KB).
 * 120 KB with issue 38 (2026-12-05): the dashboards' Earnings draw cards on a phone
 * (decision 0041), their booking cards show special requests, the take-home and a declined
 * request's reason, Decline opens its own dialog (0039, 0040), and the DJ forms name every
 * refused field (0037): both dashboards 118.9 KB, /become-dj 113.9 KB.
 * 123 KB with the rest of issue 38 (2026-12-06): the booking lists are split into Upcoming and
 * Past, each paged by its own query (0047), focus follows a removed card, bookings carry a
 * start time (0045) and a link to their own page (0046): both dashboards 121.8 KB. Signed-in
 * pages only; no public page's first load changes with it. 123.5 KB with issue 39's grace
 * after a late accept (decision 0053, 2026-12-06): the booking says until when the client may
 * cancel in full, and every action carries the status the person saw: both dashboards
 * 123.1 KB.
 */
export const BUDGETS_KB = { route: 60, routeFirstVisit: 123.5, css: 30 } as const;

/**
 * JavaScript before interactive, per server-rendered page (gzip KB): the shared entry
 * (React, MUI core, the router and the app shell, ~160 KB) plus the page. Set at the sizes
 * of 2026-11-25 with a little headroom; raise one only with a Lighthouse run showing the
 * page still meets its targets (README, "Benchmark").
 */
export const BEFORE_INTERACTIVE_KB: Readonly<Record<string, number>> = {
  // 180.1 (2026-12-06): 180.03 KB with the route table's entry for /bookings/:bookingId
  // (decision 0046), after moving the rest of issue 38's shell code into lazy modules. The
  // full bench of 2026-12-06 (README) shows / at 99 (TBT 96 ms) with it. 180.2: 180.12 KB
  // with the session hint as a cookie (decision 0051: 90 bytes that take 10–35 ms of storage
  // wait off every public page); the bench of that commit shows / at 99 (TBT 115 ms).
  '/': 180.2,
  // 246 (2026-12-08): 245.5 KB with blocked days (issue 41): free-on-date leaves out a DJ who
  // blocked the day or its weekday (src/domain/unavailable-days.ts, 0.5 KB).
  '/discover': 246,
  // 260.5 (2026-12-06): 260.1 KB with the promo video's play button (src/components/media/
  // YouTubeEmbed.tsx), which keeps YouTube's player (about 1 MB and most of the page's long
  // tasks with the CPU slowed 8×) off every profile visit until the visitor plays it.
  // 261.5 (2026-12-08): 261.1 KB with blocked days (issue 41): the calendar greys out the
  // DJ's blocked days and weekdays, named "<Month D, YYYY>, unavailable".
  '/dj/:id': 261.5,
  // 207 KB when server-rendered (2026-11-25): the board's TextField select brings MUI's Menu.
  '/events': 212,
};
