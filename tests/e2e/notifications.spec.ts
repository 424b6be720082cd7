import { expect, signIn, test } from './fixtures';

// The seed's bookings went through the onBookingWritten trigger, so Jordan Lee has
// notifications (an accepted booking, review prompts for completed ones).
test('the bell shows unread notifications; opening one goes to the booking and marks it read', async ({
  page,
}) => {
  await signIn(page, 'client@spinbook.test');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);

  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem').first().click();
  // Booking notices open the booking; a "new message" notice (the seed has one) opens the chat.
  await expect(page).toHaveURL(/\/(bookings|messages)\?booking=[A-Za-z0-9]+$/);
  await expect(
    page.getByRole('button', {
      name: before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications',
    }),
  ).toBeVisible();
});
