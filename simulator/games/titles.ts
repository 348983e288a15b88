/** Plausible English game titles, drawn from word lists by the catalogue's faker. */
import type { Faker } from '@faker-js/faker';
import type { VendorSeed } from './vendors';

const ADJ = [
  'Golden',
  'Lucky',
  'Wild',
  'Mega',
  'Mystic',
  'Royal',
  'Sweet',
  'Fiery',
  'Frozen',
  'Ancient',
  'Crazy',
  'Jolly',
  'Magic',
  'Sacred',
  'Shining',
  'Hidden',
  'Electric',
  'Savage',
  'Diamond',
  'Emerald',
  'Ruby',
  'Silver',
  'Jade',
  'Imperial',
  'Cosmic',
  'Neon',
  'Thunder',
  'Happy',
  'Hot',
  'Super',
  'Rising',
  'Dancing',
  'Roaring',
  'Prosperous',
  'Majestic',
  'Legendary',
  'Enchanted',
  'Haunted',
  'Blazing',
  'Spicy',
  'Juicy',
  'Midnight',
  'Raging',
  'Burning',
  'Mighty',
  'Eternal',
  'Twin',
  'Triple',
  'Infinite',
  'Glorious',
  'Secret',
  'Tropical',
  'Wicked',
  'Starlight',
];
const NOUN = [
  'Dragon',
  'Tiger',
  'Panda',
  'Phoenix',
  'Koi',
  'Buffalo',
  'Wolf',
  'Lion',
  'Eagle',
  'Pharaoh',
  'Cleopatra',
  'Zeus',
  'Samurai',
  'Ninja',
  'Geisha',
  'Mahjong',
  'Gems',
  'Jewels',
  'Fruits',
  'Cherries',
  'Sevens',
  'Bonanza',
  'Treasures',
  'Riches',
  'Gold',
  'Coins',
  'Pearls',
  'Lanterns',
  'Fortune',
  'Empire',
  'Kingdom',
  'Temple',
  'Pyramid',
  'Safari',
  'Jungle',
  'Mermaid',
  'Pirates',
  'Vikings',
  'Cowboys',
  'Circus',
  'Carnival',
  'Candy',
  'Bandits',
  'Heist',
  'Vault',
  'Miners',
  'Rockets',
  'Galaxy',
  'Moon',
  'Volcano',
  'Wizard',
  'Witch',
  'Unicorn',
  'Knight',
  'Queen',
  'Monkey',
  'Rooster',
  'Ox',
  'Rabbit',
  'Horse',
  'Goddess',
  'Genie',
  'Elephant',
  'Gorilla',
  'Crystals',
  'Bells',
  'Stars',
  'Wheel',
  'Crown',
  'Sphinx',
  'Hercules',
  'Medusa',
  'Odin',
  'Thor',
  'Athena',
  'Poseidon',
  'Anubis',
  'Leprechaun',
];
/** Second words that make a title of any noun: "Panda Riches", "Dragon Quest". */
const THEME_TAIL = [
  'Riches',
  'Fortune',
  'Gems',
  'Treasures',
  'Bonanza',
  'Gold',
  'Wins',
  'Cash',
  'Quest',
  'Legends',
  'Dreams',
  'Party',
  'Blaze',
  'Strike',
  'Spins',
  'Hunt',
  'Kingdom',
  'Palace',
  'Adventure',
  'Jackpots',
  'Wilds',
  'Frenzy',
  'Mania',
  'Ways',
];
const PLACE = [
  'Olympus',
  'Atlantis',
  'Egypt',
  'Asgard',
  'Valhalla',
  'the Nile',
  'the Aztecs',
  'the Orient',
  'Camelot',
  'the Amazon',
  'El Dorado',
  'Shangri-La',
  'Babylon',
  'Troy',
  'the Incas',
  'Persia',
  'the Samurai',
  'Macau',
];
const SUFFIX = [
  'Megaways',
  'Deluxe',
  'Hold & Win',
  '2',
  '3',
  'Respin',
  'Power Reels',
  'Link & Win',
  'Xmas',
  'Dream Drop',
  'Hunt',
  'Rush',
  'Blitz',
  '1000',
  'Cash Collect',
  'Max',
  'Returns',
  'Remastered',
  'Ways',
  'Multiplier',
];
const VIDEO_POKER = [
  'Jacks or Better',
  'Deuces Wild',
  'Joker Poker',
  'Bonus Poker',
  'Double Bonus Poker',
  'Aces and Faces',
  'Tens or Better',
  'All American Poker',
];
const VIDEO_POKER_SUFFIX = ['', ' Multi-Hand', ' 10-Hand', ' Power Poker', ' Deluxe'];
const TABLE_GAMES = [
  'European Roulette',
  'American Roulette',
  'French Roulette',
  'Blackjack',
  'Classic Blackjack',
  'Multi-Hand Blackjack',
  'Baccarat',
  'Punto Banco',
  "Casino Hold'em",
  'Three Card Poker',
  'Caribbean Stud',
  'Sic Bo',
  'Dragon Tiger',
  'Red Dog',
  'Pai Gow',
];
const TABLE_SUFFIX = ['', ' Pro', ' Gold', ' VIP', ' Classic', ' Mini'];
const ARCADE = [
  'Mines',
  'Plinko',
  'Crash',
  'Dice',
  'Limbo',
  'Hi-Lo',
  'Keno',
  'Tower',
  'Goal',
  'Wheel',
  'Coin Flip',
  'Balloon',
  'Cricket X',
  'Jet X',
  'Rocket Rush',
  'Mini Roulette',
];
const ARCADE_PREFIX = ['', '', 'Turbo ', 'Lucky ', 'Mini ', 'Super '];
const FISH_NOUN = [
  'Ocean',
  'Dragon',
  'Golden Toad',
  'Shark',
  'Kraken',
  'Mermaid',
  'Poseidon',
  'Deep Sea',
  'Jackpot',
  'Bomb',
  'Treasure',
  'Dinosaur',
  'Monster',
  'Galaxy',
  'Octopus',
  'Whale',
  'Crab',
  'Lobster',
  'Pirate',
  'Turtle',
];
const FISH_PATTERN = ['Fishing', 'Hunter', 'Fishing King', 'Catcher', 'Fishing War', 'Fishing Party', 'Blast'];
const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'No Commission Baccarat',
  'Squeeze Baccarat',
  'Lightning Baccarat',
  'Roulette',
  'Auto Roulette',
  'Lightning Roulette',
  'Immersive Roulette',
  'Speed Roulette',
  'Dragon Tiger',
  'Sic Bo',
  'Super Sic Bo',
  'Blackjack',
  'Infinite Blackjack',
  'Speed Blackjack',
  'Fan Tan',
  'Andar Bahar',
  'Teen Patti',
  "Casino Hold'em",
  'Mega Wheel',
  'Money Wheel',
  'Football Studio',
  'Bac Bo',
  "Texas Hold'em Bonus",
];
const LIVE_SUFFIX = ['A', 'B', 'C', 'D', 'E', 'VIP', 'Thai', 'Prime', '1', '2', '3', '5', '8'];
const PVP_TABLES = [
  "Texas Hold'em",
  'Pok Deng',
  'Dummy',
  'Niu Niu',
  'Rummy',
  'Fight the Landlord',
  'Sam Gong',
  'Teen Patti',
  'Mahjong',
  'Blackjack',
  'Baccarat',
  'Dragon Tiger',
  'Bull Bull',
  'Pusoy',
  'Tongits',
  'Omaha',
  'Short Deck',
  'Gin Rummy',
  'Golden Flower',
  'Red Black War',
  '13 Cards',
  'Pai Gow',
];
const PVP_PREFIX = ['', '', '', 'Rush ', 'Classic ', 'Speed ', 'Grab ', 'Pro '];
const PVP_SUFFIX = ['', '', ' 6-Max', ' Deluxe', ' Club', ' Online'];
export const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Classify share among RNG games, weights in percent of those that get one (≈25% do). */
export const CLASSIFY_WEIGHTS = [
  { weight: 20, value: 'SC' },
  { weight: 10, value: 'VP' },
  { weight: 25, value: 'JP' },
  { weight: 20, value: 'TG' },
  { weight: 20, value: 'AC' },
  { weight: 5, value: 'BG' },
];

export function slotTitle(f: Faker): string {
  const h = f.helpers;
  const pattern = h.weightedArrayElement([
    { weight: 35, value: 0 },
    { weight: 20, value: 1 },
    { weight: 12, value: 2 },
    { weight: 18, value: 3 },
    { weight: 10, value: 4 },
    { weight: 5, value: 5 },
  ]);
  const adj = h.arrayElement(ADJ);
  const noun = h.arrayElement(NOUN);
  switch (pattern) {
    case 0:
      return `${adj} ${noun}`;
    case 1:
      return `${noun} ${h.arrayElement(THEME_TAIL)}`;
    case 2:
      return `${h.arrayElement(['Treasures', 'Gates', 'Legend', 'Rise', 'Secrets', 'Book', 'Gods', 'Queen'])} of ${h.arrayElement(PLACE)}`;
    case 3:
      return `${adj} ${noun} ${h.arrayElement(SUFFIX)}`;
    case 4:
      return `${noun} ${h.arrayElement(SUFFIX)}`;
    default:
      return `The ${adj} ${noun}`;
  }
}

export function classifiedTitle(f: Faker, classify: string): string {
  const h = f.helpers;
  switch (classify) {
    case 'SC':
      return h.arrayElement([
        `${h.arrayElement(ADJ)} ${h.arrayElement(NOUN)} Scratch`,
        `Scratch ${h.arrayElement(NOUN)}`,
        `${h.arrayElement(NOUN)} Scratchcard`,
      ]);
    case 'VP':
      return `${h.arrayElement(VIDEO_POKER)}${h.arrayElement(VIDEO_POKER_SUFFIX)}`;
    case 'JP':
      return h.arrayElement([
        `${h.arrayElement(ADJ)} ${h.arrayElement(NOUN)} Jackpot`,
        `Mega ${h.arrayElement(NOUN)} Jackpots`,
        `${h.arrayElement(NOUN)} Jackpot Link`,
      ]);
    case 'TG':
      return `${h.arrayElement(TABLE_GAMES)}${h.arrayElement(TABLE_SUFFIX)}`;
    case 'AC':
      return `${h.arrayElement(ARCADE_PREFIX)}${h.arrayElement(ARCADE)}`;
    default:
      return h.arrayElement([
        `${h.arrayElement(NOUN)} Bingo`,
        `Bingo ${h.arrayElement(PLACE)}`,
        `${h.arrayElement(ADJ)} Bingo`,
        `Bingo ${h.arrayElement(['75', '90', 'Blast', 'Party'])}`,
      ]);
  }
}

export function fishTitle(f: Faker): string {
  const h = f.helpers;
  return h.arrayElement([
    `${h.arrayElement(FISH_NOUN)} ${h.arrayElement(FISH_PATTERN)}`,
    `${h.arrayElement(ADJ)} ${h.arrayElement(FISH_PATTERN)}`,
    `${h.arrayElement(['Ocean King', 'Fishing God', 'Jackpot Fishing', 'Mega Fishing', 'Royal Fishing'])} ${h.arrayElement(['', '2', '3', 'Deluxe', 'Legend'])}`.trim(),
  ]);
}

export function liveTitle(f: Faker): string {
  return `${f.helpers.arrayElement(LIVE_TABLES)} ${f.helpers.arrayElement(LIVE_SUFFIX)}`;
}

export function pvpTitle(f: Faker): string {
  const h = f.helpers;
  return `${h.arrayElement(PVP_PREFIX)}${h.arrayElement(PVP_TABLES)}${h.arrayElement(PVP_SUFFIX)}`;
}

/** The fixed first game of vendors that launch straight into their own lobby. */
export function lobbyTitle(v: VendorSeed): string {
  switch (v.gameType) {
    case 'SPORTS':
      return `${v.name} Sportsbook`;
    case 'ESPORTS':
      return `${v.name} Arena`;
    case 'COCKFIGHT':
      return `${v.name} Live Derby`;
    default:
      return `${v.name} Lobby`;
  }
}
