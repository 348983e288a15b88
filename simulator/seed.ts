/**
 * Fills the simulator's db, feature by feature, from a fixed faker seed. Same seed, same config →
 * same db, byte for byte (no wall-clock time: dates are relative to SEED_REFERENCE_DATE). The
 * shell, content and account seeds draw from one faker in that order; the games catalogue has a
 * faker of its own, so its size never shifts anyone else's data.
 */
import { Faker, base, en } from '@faker-js/faker';
import { seedMembers, seedSessions } from './account/seed';
import { seedAgentTeam } from './agent/seed';
import { seedAgentAnnouncements } from './agent/centre';
import type { SimulatorConfig } from './config';
import { seedContent, seedMemberContent } from './content/seed';
import type { SimDb } from './db';
import { seedCatalogue } from './games/seed';
import { seedMemberCentre } from './member/seed';
import { seedMoney } from './money/seed';
import { seedRewards } from './rewards/seed';
import { SEED_REFERENCE_DATE } from './seed-date';
import { resolveBrand } from './shell/brand';
import { seedShell } from './shell/seed';

/** Fills an empty db. */
export function seedDatabase(db: SimDb, config: SimulatorConfig): void {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(config.seed);
  faker.setDefaultRefDate(new Date(SEED_REFERENCE_DATE));
  const brand = resolveBrand(config);

  seedShell(db, config, brand, faker);
  seedContent(db, faker, config.art);
  seedMemberCentre(db, brand, seedMembers(db, faker, brand));
  seedMoney(db);
  seedMemberContent(db, config.seed);
  seedCatalogue(db, config.seed, config.games, config.art);
  seedAgentTeam(db, config.seed, brand);
  seedAgentAnnouncements(db);
  seedRewards(db);
  seedSessions(db, config.sessions ?? []);
}
