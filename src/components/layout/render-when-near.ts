/**
 * `sx` for a block that may start below the first screen of a server-rendered page: until the
 * app has started (`<html data-app-ready>`, App.tsx), the browser does not style, lay out or
 * paint its content before it nears the viewport (`content-visibility: auto`), and keeps its
 * real height once it has been drawn; `estimatePx` stands in for that height until then. On
 * a phone, a page's off-screen blocks were most of its first layout, which runs before any
 * script and counts towards its blocking time (decision 0036). Skipped content stays in the
 * accessibility tree, in find-in-page and in tab order.
 *
 * Once the app runs, everything is drawn: a page the app renders again (Back to a list) must
 * be its real height at once, or the restored scroll position lands on an estimate.
 */
export function renderWhenNear(estimatePx: number) {
  return {
    'html:not([data-app-ready]) &': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${estimatePx}px`,
    },
  } as const;
}
