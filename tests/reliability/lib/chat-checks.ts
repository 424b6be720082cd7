// The checks and figures both chat scenarios draw from an audit (lib/chat-party.ts): what
// was acknowledged, lost, duplicated, out of order and left unread, under each scenario's
// own wording.
import type { ChatAudit } from './chat-party';
import { tally, type ScenarioContext } from './harness';

export interface ChatCheckNames {
  acknowledged: string;
  exactlyOnce: string;
  order: string;
  receipts: string;
}

const firstFew = (items: readonly string[]) => items.slice(0, 5).join('; ') || undefined;

export function recordChatAudit(
  ctx: ScenarioContext,
  audit: ChatAudit,
  names: ChatCheckNames,
): void {
  const f = ctx.figures;
  const refused = audit.answers.filter((a) => a.startsWith('refused'));
  f.requests += audit.sent;
  f.successes += audit.acknowledged + audit.confirmedByListener;
  f.refusals += refused.length;
  f.lost += audit.lost.length;
  f.duplicated += audit.duplicated.length;
  const taken = audit.acknowledged + audit.confirmedByListener;
  ctx.check(
    names.acknowledged,
    taken === audit.sent && refused.length === 0 && audit.failures.length === 0,
    `${audit.acknowledged}/${audit.sent} acknowledged` +
      (audit.confirmedByListener
        ? `, ${audit.confirmedByListener} confirmed by the listener (answer lost)`
        : '') +
      (refused.length ? `; ${tally(refused)}` : '') +
      (audit.failures.length ? `; failed: ${audit.failures.slice(0, 3).join(', ')}` : ''),
  );
  ctx.check(
    names.exactlyOnce,
    audit.lost.length === 0 && audit.duplicated.length === 0,
    firstFew([...audit.lost, ...audit.duplicated]),
  );
  ctx.check(names.order, audit.orderViolations.length === 0, firstFew(audit.orderViolations));
  ctx.check(names.receipts, audit.receiptProblems.length === 0, firstFew(audit.receiptProblems));
  if (audit.confirmedByListener > 0 || audit.receiptRepeatsRefused > 0) {
    f.notes.push(
      `answers lost in flight: ${audit.confirmedByListener} sends confirmed by the listener instead, ` +
        `${audit.receiptRepeatsRefused} receipt writes refused as repeats (readAt was already set; the stored read state is checked)`,
    );
  }
}
