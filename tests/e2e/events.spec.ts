import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { formatDateTimeLocalInput } from '../../src/domain/format';
import { createClient, tag } from './accounts';
import {
  expect as baseExpect,
  signIn,
  startApp,
  test,
  toast,
  waitForAppOnNavigation,
} from './fixtures';

/**
 * Listeners, counts and writes against the emulators in two browsers: on a
 * busy machine one step can take several seconds, so waits are longer than
 * the config's 10 s (as in messages.spec.ts).
 */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The events board (/events, docs/events.md) against the seeded emulators:
 * what a visitor sees, and an event's life from a new client's draft through
 * its media, publishing and deletion. Every test that writes uses a new
 * client and a title with a random tag, so the seeded events stay untouched
 * and the tag finds exactly the test's event in the search.
 */

const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const TICKETS_URL = 'https://www.eventbrite.com/e/123';

/**
 * No internet on test machines: the embedded YouTube player gets a stand-in
 * page (as in dj-profile.spec.ts), so a failing third-party frame cannot log
 * errors into the run.
 */
const YOUTUBE = /^https:\/\/(www\.)?youtube(-nocookie)?\.com\//;
async function stubYoutube(target: Page | BrowserContext): Promise<void> {
  await target.route(YOUTUBE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Video</title>',
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubYoutube(page);
});

/**
 * A signed-out visitor in their own browser context. Its console errors are
 * kept (the fixture only watches `page`); `close` checks them.
 */
async function openVisitor(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext({ baseURL });
  await stubYoutube(context);
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors of the visitor').toEqual([]);
    },
  };
}

/**
 * Waits for the toast and closes it, so the next one shows at once. While a
 * dialog is open MUI hides the rest of the app, the toast included, from the
 * accessibility tree (aria-hidden on #root), hence `includeHidden`.
 */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toast(page)).toContainText(text);
  await toast(page).getByRole('button', { name: 'Close', includeHidden: true }).click();
  try {
    await expect(toast(page)).toBeHidden();
  } catch (error) {
    // Once in some twenty runs of npm test the toast stayed after "Event updated successfully!"
    // while the dialog closed, with the app still aria-hidden. What the page held then:
    const state = await page.evaluate(() => ({
      rootAriaHidden: document.getElementById('root')?.getAttribute('aria-hidden'),
      modals: document.querySelectorAll('.MuiModal-root').length,
      hiddenModals: document.querySelectorAll('.MuiModal-hidden').length,
      toastStyle: document.querySelector('[data-testid="toast"]')?.getAttribute('style'),
      focused: document.activeElement?.outerHTML.slice(0, 160),
    }));
    throw new Error(`${String(error)}\npage: ${JSON.stringify(state)}`, { cause: error });
  }
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });
const upcoming = (page: Page) => page.getByTestId('events-upcoming');
const eventCard = (scope: Page | Locator, title: string) =>
  scope.getByRole('article', { name: title });
const noEvents = (page: Page) => page.getByTestId('events-empty');

/**
 * Opens /events and types `word` into the search: the live search follows the box. The
 * board is server-rendered, so typing waits for the app to run in it (as the fixture's
 * page.goto does; a visitor's own context has no such fixture).
 */
async function searchEvents(page: Page, word: string): Promise<void> {
  await page.goto('/events');
  await startApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Amazing Events');
  await searchBox(page).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
}

/** 'YYYY-MM-DDTHH:mm' in local time, `days` from now at 21:30. */
function futureDateTimeLocal(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setHours(21, 30, 0, 0);
  return formatDateTimeLocalInput(date);
}

test.describe('/events for a signed-out visitor', () => {
  test('shows the board with the seeded published events and no Create Event', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Amazing Events');
    await expect(searchBox(page)).toHaveAttribute(
      'placeholder',
      'Search events, venues, locations...',
    );
    await expect(page.getByRole('combobox', { name: 'Filter by type' })).toHaveValue('all');

    // The seed publishes 11 events in the next 180 days; other tests may add
    // their own meanwhile, so the count is only checked to be positive.
    const heading = upcoming(page).getByRole('heading', { level: 2 });
    await expect(heading).toHaveText(/^Upcoming Events \(\d+\+?\)$/);
    const count = Number(/\((\d+)\+?\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(upcoming(page).getByTestId('event-card').first()).toBeVisible();
    // Visitors see published events only: no status chips.
    await expect(page.getByTestId('event-status')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Create Event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'My events' })).toHaveCount(0);
  });
});

test.describe('/events for a signed-in user', () => {
  test('the create form needs a title', async ({ page }) => {
    await signIn(page, 'client@spinbook.test', { at: '/events' });
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByLabel('Event Title')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was saved: the dialog is still the create form, without the media card.
    await expect(dialog.getByRole('heading', { name: 'Event Media & Links' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('My events shows their own draft, which the public list does not', async ({ page }) => {
    const t = tag();
    const title = `E2E Draft ${t}`;
    const { email } = await createClient(`Events Draft ${t}`, 'events');
    await signIn(page, email, { at: '/events' });
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByLabel('Event Title').fill(title);
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event created successfully!');
    await page
      .getByRole('dialog', { name: 'Edit Event' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await searchBox(page).fill(t);
    await expect(noEvents(page)).toContainText('No events found');

    await page.getByRole('button', { name: 'My events' }).click();
    await expect(page).toHaveURL(/[?&]view=mine(&|$)/);
    const mine = page.getByTestId('events-mine');
    await expect(mine.getByRole('heading', { level: 2 })).toHaveText(/^My Events/);
    const card = eventCard(mine, title);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('event-status')).toHaveText('Draft');
    await expect(card).toContainText('Date to be announced');
  });

  test('a new client creates a draft, adds media, publishes it for visitors and deletes it', async ({
    page,
    browser,
  }) => {
    // One long flow across two browsers with some 40 round trips to the emulators: 37-72 s
    // measured on a machine busy with other jobs, once over 90 s (as bookings.spec.ts allows).
    test.setTimeout(150_000);
    const t = tag();
    const title = `E2E Rooftop ${t}`;
    const { email } = await createClient(`Events Owner ${t}`, 'events');
    const visitor = await openVisitor(browser);

    // The owner creates a draft.
    await signIn(page, email, { at: '/events' });
    await page.getByRole('button', { name: 'Create Event' }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create New Event' });
    await expect(createDialog).toBeVisible();
    await createDialog.getByLabel('Event Title').fill(title);
    await createDialog.getByLabel('Date & Time').fill(futureDateTimeLocal(30));
    await createDialog.getByLabel('Venue').fill('Skyline Terrace');
    await createDialog.getByLabel('Location').fill('Austin, TX');
    await expect(createDialog.getByLabel('Status')).toHaveValue('draft');
    await createDialog.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event created successfully!');

    // The dialog stays open as Edit Event, with the media card.
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog.getByLabel('Status')).toHaveValue('draft');
    const media = dialog.getByRole('region', { name: 'Event Media & Links' });
    await expect(media).toContainText('Make your event stand out with videos and images');

    await media.getByRole('button', { name: 'Add Media' }).click();
    await media
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name: 'YouTube Video' })
      .click();
    await expect(media.getByLabel('Content Type')).toHaveValue('youtube');
    await expect(media.getByLabel('Display Title (Optional)')).toHaveValue('Event Video');
    await media.getByLabel('YouTube URL').fill(YOUTUBE_URL);
    await media.getByRole('button', { name: 'Add Media', exact: true }).click();
    await expectToast(page, 'Link added successfully!');

    await media.getByRole('button', { name: 'Add Media' }).click();
    await media
      .getByRole('group', { name: 'Quick picks' })
      .getByRole('button', { name: 'Tickets' })
      .click();
    await expect(media.getByLabel('Content Type')).toHaveValue('eventbrite');
    await expect(media.getByLabel('Display Title (Optional)')).toHaveValue('Event Tickets');
    await media.getByLabel('Ticket URL').fill(TICKETS_URL);
    await media.getByRole('button', { name: 'Add Media', exact: true }).click();
    await expectToast(page, 'Link added successfully!');

    await expect(media.getByRole('listitem', { name: 'Event Video' })).toContainText(YOUTUBE_URL);
    await expect(media.getByRole('listitem', { name: 'Event Tickets' })).toContainText(TICKETS_URL);

    // While it is a draft, a visitor's search does not find it.
    await searchEvents(visitor.page, t);
    await expect(noEvents(visitor.page)).toContainText('No events found');
    await expect(eventCard(visitor.page, title)).toHaveCount(0);

    // Published: the dialog saves and closes.
    await dialog.getByLabel('Status').selectOption({ label: 'Published' });
    await dialog.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(page, 'Event updated successfully!');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The visitor still on that search sees it arrive, and the heading counts it.
    await expect(eventCard(upcoming(visitor.page), title)).toBeVisible();
    await expect(upcoming(visitor.page).getByRole('heading', { level: 2 })).toHaveText(
      'Upcoming Events (1)',
    );

    // Searched afresh, it is among the upcoming events, with its media badges.
    await searchEvents(visitor.page, t);
    const card = eventCard(upcoming(visitor.page), title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Skyline Terrace, Austin, TX');
    await expect(card.getByTestId('event-media-badges')).toContainText('YouTube Video');
    await expect(card.getByTestId('event-media-badges')).toContainText('Tickets');

    // The detail view: the video loads when played, the tickets link opens a new tab.
    await card.getByRole('button', { name: `View details of ${title}` }).click();
    await expect(visitor.page).toHaveURL(/[?&]event=[A-Za-z0-9]+/);
    const eventUrl = visitor.page.url();
    const eventId = new URL(eventUrl).searchParams.get('event') ?? '';
    const detail = visitor.page.getByRole('dialog', { name: title });
    await expect(detail).toBeVisible();
    await expect(detail.locator('iframe')).toHaveCount(0);
    await detail.getByRole('button', { name: `Play Event Video – ${title}` }).click();
    await expect(detail.locator(`iframe[title="Event Video – ${title}"]`)).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    const tickets = detail.getByRole('link', { name: /^Event Tickets/ });
    await expect(tickets).toHaveAttribute('href', TICKETS_URL);
    await expect(tickets).toHaveAttribute('target', '_blank');
    await expect(tickets).toHaveAttribute('rel', /\bnoopener\b/);
    // A visitor may not edit or delete.
    await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(detail).toBeHidden();

    // The owner opens the shared link and deletes the event after confirming.
    await page.goto(`/events?event=${eventId}`);
    const ownerDetail = page.getByRole('dialog', { name: title });
    await expect(ownerDetail.getByRole('button', { name: 'Edit' })).toBeVisible();
    // The media loads after the event and grows the dialog, moving its buttons: wait for it,
    // or the click can land where Delete was a moment before.
    await expect(ownerDetail.getByRole('link', { name: /^Event Tickets/ })).toBeVisible();
    await ownerDetail.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm).toContainText(`"${title}" and its media links will be removed for good.`);
    await confirm.getByRole('button', { name: 'Delete Event' }).click();
    await expectToast(page, 'Event deleted successfully!');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]event=/);

    // The visitor's search no longer finds it, nor does its link.
    await visitor.page.reload();
    await expect(searchBox(visitor.page)).toHaveValue(t);
    await expect(noEvents(visitor.page)).toContainText('No events found');
    await visitor.page.goto(eventUrl);
    await expect(visitor.page.getByRole('dialog')).toContainText("This event isn't available");

    await visitor.close();
  });
});
