import { expect, navEntryName, navLink, shot, signIn, test } from './fixtures';
import { users } from './users';

const { alice } = users;

const sections = [
  { link: 'Contacts', path: '/contacts', heading: 'Contacts' },
  { link: 'Titles', path: '/titles', heading: 'Titles' },
  { link: 'Prospections', path: '/prospections', heading: 'Prospections' },
  { link: 'Licenses', path: '/licenses', heading: 'Licenses' },
  { link: 'Availability', path: '/availability', heading: 'Availability' },
  { link: 'Rights guides', path: '/guides', heading: 'Rights guides' },
  { link: 'Calendar', path: '/calendar', heading: 'Calendar' },
  { link: 'Fairs', path: '/fairs', heading: 'Fairs' },
  { link: 'Settings', path: '/account', heading: 'Account Settings' },
  { link: 'Home', path: '/home', heading: 'Home' },
];

test.describe('shell', () => {
  test('the navigation opens every section and highlights exactly one entry', async ({ page }) => {
    await signIn(page, alice);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Home');
    for (const { link, path, heading } of sections) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName(navEntryName(link));
    }
    for (const [path, heading, active] of [
      ['/titles/new', 'New title', 'Titles'],
      // a title nobody made (a title's own page is headed by its name)
      ['/titles/edit/999999', 'Edit title', 'Titles'],
      ['/prospections/new', 'New prospection', 'Prospections'],
      ['/prospections/edit/3', 'Edit prospection', 'Prospections'],
      ['/licenses/new', 'New license', 'Licenses'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName(navEntryName(active));
    }
    // the logo goes to / (which, signed in, is /home)
    await page.getByRole('link', { name: 'Rightsdesk' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('© 2024 Rightsdesk')).toBeVisible();
    for (const name of ['Twitter', 'YouTube', 'Instagram']) await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('layout sizes: 50px header, 30px footer, navigation column', async ({ page }) => {
    await signIn(page, alice);
    const header = await page.locator('header').boundingBox();
    const footer = await page.locator('footer').boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
    expect(header?.height).toBe(50);
    expect(footer?.height).toBe(30);
    expect(footer!.y + footer!.height).toBe(800);
    expect(nav!.width).toBeGreaterThanOrEqual(150 - 24);
  });

  test('small screens: a menu button opens a full-screen drawer that closes on choice', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, alice);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await shot(page, 'home-375');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.width).toBeCloseTo(375, 0); // full width (sub-pixel while it slides in)
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('Home');
    await shot(page, 'drawer-375');

    await drawer.getByRole('link', { name: 'Licenses' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/licenses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  });

  for (const [width, height] of [[375, 740], [1280, 800]]) test(`toasts stay above the footer and its icons (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, alice);
    await page.goto('/titles/new');
    await page.getByLabel('Title Name').fill(`Toast ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Title created' });
    await expect(toast).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const box = (await toast.boundingBox())!;
    const footer = (await page.locator('footer').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
    await shot(page, `toast-${width}`);
  });

  test('colour mode: light by default (even when the system prefers dark), toggled, kept across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, alice);
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Rightsdesk' });
    const lightLogo = await logo.getAttribute('src');
    await shot(page, 'home-light');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(logo).not.toHaveAttribute('src', lightLogo!);
    expect(await page.evaluate(() => localStorage.getItem('chakra-ui-color-mode'))).toBe('dark');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    // the white logo in dark mode
    const darkLogo = await logo.getAttribute('src');
    expect(darkLogo).not.toBe(lightLogo);
    await shot(page, 'home-dark');

    await page.setViewportSize({ width: 375, height: 740 });
    await shot(page, 'home-375-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(logo).toHaveAttribute('src', lightLogo!);
  });

  test('errors: an edit route without an id is a failure, inside the shell', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/licenses/edit');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    await expect(page.getByText('No license id provided')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await shot(page, 'error-in-shell');

  });

  test('an unknown path is a "Page not found" page inside the shell, in light, dark and at 375 px', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByText('© 2024 Rightsdesk')).toBeVisible();
    await expect(page.getByText(/Unexpected Application Error|404 Not Found|No route matches/)).toHaveCount(0);
    await shot(page, 'not-found-light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await shot(page, 'not-found-dark');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await shot(page, 'not-found-375');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a first visit asks at once for the libraries, the app, the rules and the page, each once', async ({ page, browser }) => {
    await signIn(page, alice);
    // a new visit with nothing cached, signed in
    const visit = await browser.newContext({ storageState: await page.context().storageState() });
    const tab = await visit.newPage();
    const asked: string[] = [];
    tab.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The libraries are held back: what the browser asks for meanwhile does not wait for them.
    let releaseLibraries = () => {};
    const librariesHeld = new Promise<void>((resolve) => (releaseLibraries = resolve));
    await visit.route(/\/assets\/libraries-[^/]+\.js$/, async (route) => {
      await librariesHeld;
      await route.continue();
    });
    const loading = tab.goto('/titles');
    for (const code of [/\/assets\/app-[^/]+\.js$/, /\.wasm$/, /\/assets\/titles-page-[^/]+\.js$/]) await tab.waitForRequest(code);
    releaseLibraries();
    await loading;
    await expect(tab.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
    const code = asked.filter((path) => /\.(js|wasm)$/.test(path));
    expect(code.length, 'the preloaded code is not fetched again').toBe(new Set(code).size);
    await visit.close();
  });

  test('a page whose code cannot load offers a reload', async ({ page }) => {
    await signIn(page, alice);
    await page.route(/\/assets\/calendar-page-.*\.js$/, (route) => route.abort());
    await navLink(page, 'Calendar').click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    await shot(page, 'chunk-error');
    await page.unroute(/\/assets\/calendar-page-.*\.js$/);
    await reload.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  });
});
