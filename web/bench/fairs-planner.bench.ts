import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * How the fair planner holds up with a big fair (issue 37, "Performance": 400 meetings, a drag
 * under 100 ms), in the system Chromium against the server scripts/bench.sh started (BENCH_BASE_URL).
 * Seeds, through the API, a fair of five days (09:00 to 18:00, half-hour slots) with five members
 * (five colleagues it adds) and MEETINGS meetings among them, then prints:
 *
 * - first render: from the start of the navigation to /fairs/{id} to every meeting drawn in the
 *   planner (the whole team's view), a fresh navigation each run;
 * - drag: a meeting dragged to a free slot on another day, from the mouse's release (its
 *   `pointerup` event's time stamp) to the frame showing the meeting at its new place (a
 *   requestAnimationFrame then a message after it, as titles-page.bench.ts measures "painted").
 *   The save to the server follows; it is not in the figure, as the planner shows the move first.
 *
 * It fails when what it measures is not on screen, never on a time.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MEETINGS = Number(process.env.BENCH_FAIR_MEETINGS ?? 400);
const GIVE_UP_MS = 30_000;
const EMAIL = process.env.BENCH_EMAIL ?? 'bench@example.com';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'bench-password';
const DAYS = 5;
const SLOTS = 18; // 09:00 to 18:00 in half hours

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The fair's days: a month from now, five in a row. */
const fairDays = Array.from({ length: DAYS }, (_, i) => dayOf(new Date(Date.now() + (30 + i) * 86_400_000)));
const slotTime = (slot: number) => `${pad(9 + Math.floor(slot / 2))}:${slot % 2 ? '30' : '00'}`;

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface Seeded {
  fairId: number;
  /** The first meeting (the first member's, the first day at 09:00), and the free slot it is dragged to. */
  moved: { id: number; to: { day: string; time: string } };
}

/**
 * The fair and its meetings: each member's fill the slots in turn, day after day, so the last
 * day's afternoon stays free (400 meetings among five members: 80 each, four days and a morning).
 * Companies are made as needed, one per ten meetings.
 */
async function seed(request: APIRequestContext, token: string): Promise<Seeded> {
  const run = Date.now().toString(36);
  // colleagues of their own: a member of another run's fair would be booked at these times already
  const members: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const user = await post<{ id: number }>(request, token, '/users', { email: `fair-${run}-${i}@example.com`, name: `Member ${i} ${run}`, role: 'editor', password: 'bench-password-long' });
    members.push(user.id);
  }
  const fair = await post<{ id: number }>(request, token, '/fairs', {
    name: `Bench fair ${run}`,
    startDate: fairDays[0],
    endDate: fairDays[DAYS - 1],
    timeZone: 'Europe/Berlin',
    dayStart: '09:00',
    dayEnd: '18:00',
    slotMinutes: 30,
    attendeeIds: members,
  });
  const companies: number[] = [];
  let first = 0;
  for (let n = 0; n < MEETINGS; n++) {
    const member = n % members.length;
    const slotOfMember = Math.floor(n / members.length);
    const day = Math.floor(slotOfMember / SLOTS) % DAYS;
    const slot = slotOfMember % SLOTS;
    if (n % 10 === 0) companies.push((await post<{ id: number }>(request, token, '/companies', { name: `Bench fair company ${run} ${companies.length}` })).id);
    const meeting = await post<{ id: number }>(request, token, `/fairs/${fair.id}/meetings`, {
      start: `${fairDays[day]}T${slotTime(slot)}`,
      minutes: 30,
      memberIds: [members[member]],
      companyId: companies[companies.length - 1],
      contactIds: [],
      status: n % 3 === 0 ? 'requested' : 'confirmed',
      titles: [],
    });
    if (n === 0) first = meeting.id;
  }
  const perMember = Math.ceil(MEETINGS / members.length);
  return { fairId: fair.id, moved: { id: first, to: { day: fairDays[DAYS - 1], time: slotTime((perMember % SLOTS) + 1) } } };
}

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page, `sign-in as ${EMAIL} (BENCH_EMAIL, BENCH_PASSWORD)`).toHaveURL(/\/home$/);
}

/** Runs in the page: resolves with the time until `count` meetings are drawn, from the navigation's start. */
function watchDrawn({ count, giveUpMs }: { count: number; giveUpMs: number }) {
  if (!location.pathname.startsWith('/fairs/')) return;
  (window as unknown as { __drawn: Promise<number | string> }).__drawn = new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('[data-meeting]').length < count) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    setTimeout(() => resolve(`${document.querySelectorAll('[data-meeting]').length} meetings drawn after ${giveUpMs} ms`), giveUpMs);
    observer.observe(document, { subtree: true, childList: true });
  });
}

/**
 * Runs in the page: resolves with the time from the next pointerup to the frame showing meeting
 * `id` inside the day column of `day` (FullCalendar's `data-date`) at `top` (px from the viewport's top).
 */
function watchMoved({ id, day, top, giveUpMs }: { id: number; day: string; top: number; giveUpMs: number }) {
  (window as unknown as { __moved: Promise<number | string> }).__moved = new Promise((resolve) => {
    let released = Number.NaN;
    window.addEventListener('pointerup', (event) => (released = event.timeStamp), { capture: true, once: true });
    const check = () => {
      if (Number.isNaN(released)) return;
      const shown = Array.from(document.querySelectorAll(`[data-meeting="${id}"]`)).find((el) => {
        const column = el.closest('[data-date]');
        const box = el.getBoundingClientRect();
        return column?.getAttribute('data-date') === day && Math.abs(box.top - top) < 12 && !el.closest('.fc-event-mirror, [data-mirror]');
      });
      if (!shown) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - released);
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    setTimeout(() => resolve(`not shown at its new place within ${giveUpMs} ms`), giveUpMs);
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (what: string, values: number[]) =>
  `browser: ${what}: ${Math.round(median(values))} ms (median of ${values.length}), worst ${Math.round(Math.max(...values))} ms`;

test(`the planner of a fair with ${MEETINGS} meetings: first render and a drag`, async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const { fairId, moved } = await seed(page.request, token);
  const shown = MEETINGS;

  await page.addInitScript(watchDrawn, { count: shown, giveUpMs: GIVE_UP_MS });
  const renders: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto(`/fairs/${fairId}`);
    const drawn = await page.evaluate(() => (window as unknown as { __drawn: Promise<number | string> }).__drawn);
    if (typeof drawn === 'string') throw new Error(drawn);
    renders.push(drawn);
  }
  console.log(line(`/fairs/{id} planner, ${shown} meetings, first render`, renders));

  const drags: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // there and back: each run starts from the first day at 09:00 or from the free slot
    const there = run % 2 === 0;
    const to = there ? moved.to : { day: fairDays[0], time: '09:00' };
    await page.goto(`/fairs/${fairId}`);
    const meeting = page.locator(`[data-meeting="${moved.id}"]`);
    await expect(meeting).toBeVisible();
    // the day's column and the slot's lane (the last of the elements FullCalendar marks with them: after the headers)
    const column = page.locator(`[data-date="${to.day}"]`).last();
    const slot = page.locator(`[data-time="${to.time}:00"]`).last();
    const [from, col, row] = [await meeting.boundingBox(), await column.boundingBox(), await slot.boundingBox()];
    if (!from || !col || !row) throw new Error('the meeting, the day or the slot is not on screen');
    const target = { x: col.x + col.width / 2, y: row.y + row.height / 2 };
    await page.evaluate(watchMoved, { id: moved.id, day: to.day, top: row.y, giveUpMs: GIVE_UP_MS });
    // held near its top: the meeting's start lands in the slot pointed at
    await page.mouse.move(from.x + from.width / 2, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 16, { steps: 3 });
    await page.mouse.move(target.x, target.y - 4, { steps: 10 });
    await page.mouse.up();
    const took = await page.evaluate(() => (window as unknown as { __moved: Promise<number | string> }).__moved);
    if (typeof took === 'string') throw new Error(took);
    drags.push(took);
    await expect(page.getByText('The meeting moved').first()).toBeVisible();
  }
  console.log(line(`/fairs/{id} planner, ${shown} meetings, a drag shown at its new place`, drags));
});
