/**
 * Accessibility of the feature pages: axe-core (WCAG 2.0–2.2 A/AA and best practice) on every member-centre
 * page, the content and rewards routes, and the agent centre's pages, at 1920 px and on a 360 px
 * phone; any serious or critical violation fails, and each page names the document. The shell,
 * account and games routes and their dialogs are walked by a11y.e2e.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/a11y';
import { textsOf } from '../support/catalogue';
import { MEMBER_PAGES } from '../support/pages';
import { agentLogIn, go, logIn, settle, useSimulatorApp } from '../support/e2e';

const k = textsOf('th');
const app = useSimulatorApp({ viewport: { width: 1920, height: 1080 } });

const titled = (page: Page, title: string) => expect.poll(() => page.title(), { timeout: 10_000 }).toContain(title);

const PLAYER_ROUTES: [string, string][] = [
  ['/promotions', 'routes.promotions'],
  ['/pointMall', 'routes.pointMall'],
  ['/feedback', 'routes.feedback'],
  ['/appDownload', 'routes.appDownload'],
  ['/mirrors', 'routes.mirrors'],
];
/** The agent centre's own pages the feature tests do not walk with axe, and the member pages it shares (by title key). */
const AGENT_PAGES: [string, string][] = [
  ['teamOverview', 'agentPages.teamOverview'],
  ['downlineManagement', 'agentPages.downlineManagement'],
  ['contracts', 'agentPages.contracts'],
  ['withdraw', 'memberPages.withdraw'],
  ['messageV2', 'memberPages.messageV2'],
  ['customerService', 'common.customerService'],
];

describe('accessibility of the feature pages (axe, serious and critical)', () => {
  it('every member-centre page and the content and rewards routes for a player (1920 px)', async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/');
    await settle(page);
    await logIn(page, k);
    for (const id of MEMBER_PAGES) {
      await go(page, `/member/${id}`);
      await page.getByRole('heading', { level: 1, name: k(`memberPages.${id}`) }).waitFor({ timeout: 15_000 });
      await settle(page);
      await titled(page, k(`memberPages.${id}`));
      await expectAccessible(page, `player01 /member/${id}`);
    }
    for (const [path, title] of PLAYER_ROUTES) {
      await go(page, path);
      await settle(page);
      await titled(page, k(title));
      await expectAccessible(page, `player01 ${path}`);
    }
    await context.close();
  }, 240_000);

  it('the money pages, messages and rewards on a 360 px phone', async () => {
    const { context, page } = await app.newPage({ width: 360, height: 780 });
    await page.goto(app.url + '/');
    await settle(page);
    await logIn(page, k);
    for (const id of ['depositv2', 'withdraw', 'transferFund', 'transactionHistory', 'messageV2', 'rewardCenter']) {
      await go(page, `/member/${id}`);
      await page.getByRole('heading', { level: 1, name: k(`memberPages.${id}`) }).waitFor({ timeout: 15_000 });
      await settle(page);
      await expectAccessible(page, `player01 /member/${id} at 360 px`);
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `/member/${id} at 360 px`).toBeLessThanOrEqual(360);
    }
    await context.close();
  }, 180_000);

  it("the agent centre's pages for agent01", async () => {
    const { context, page } = await app.newPage();
    await page.goto(app.url + '/agent');
    await settle(page);
    await agentLogIn(page);
    for (const [id, title] of AGENT_PAGES) {
      await go(page, `/agentHome/${id}`);
      await page.getByRole('heading', { level: 1, name: k(title) }).waitFor({ timeout: 15_000 });
      await settle(page);
      await titled(page, k(title));
      await expectAccessible(page, `agent01 /agentHome/${id}`);
    }
    await context.close();
  }, 180_000);
});
