/** A deterministic synthetic data set for the store benchmark (~10 records per company). */
import type { Database } from '@casebridge/domain';

const WORDS = [
  'Harbor',
  'Summit',
  'Lakeside',
  'Pioneer',
  'Liberty',
  'Cedar',
  'Granite',
  'Atlas',
  'Beacon',
  'Union',
];
const KINDS = ['Law', 'Legal Group', 'Medical', 'Health', 'Imaging', 'Funding', 'Clinic', 'Partners'];
const CITIES = [
  ['Austin', 'TX'],
  ['Miami', 'FL'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Chicago', 'IL'],
  ['Atlanta', 'GA'],
  ['Seattle', 'WA'],
  ['Houston', 'TX'],
] as const;
const TYPES = ['ATTORNEY', 'HEALTH_PROVIDER', 'FACILITY', 'FACTORING_COMPANY'];
const STATUSES = [
  'VALIDATED',
  'VALIDATED',
  'VALIDATED',
  'INCOMPLETE',
  'PENDING_REVIEW',
  'REJECTED',
  'INFO_REQUIRED',
];
const FIRST = ['Ana', 'John', 'Maria', 'David', 'Laura', 'James', 'Sofia', 'Robert', 'Emma', 'Luis'];
const LAST = ['Smith', 'Garcia', 'Johnson', 'Lee', 'Brown', 'Lopez', 'Miller', 'Davis', 'Wilson', 'Moore'];

/** A well-mixed pseudo-random pick, so fields are not correlated with each other or with the id. */
const pick = <T>(list: readonly T[], n: number): T =>
  list[(Math.imul(n + 1, 2654435761) >>> 7) % list.length]!;
const date = (n: number) => new Date(Date.UTC(2024, 0, 1) + (n % 900) * 86_400_000).toISOString();

export function syntheticDatabase(companyCount: number): Database {
  const db: Record<string, unknown[]> = {
    companies: [],
    users: [],
    addresses: [],
    licenses: [],
    subscriptions: [],
    notifications: [],
  };
  let userNo = 0;
  for (let i = 0; i < companyCount; i++) {
    const id = `co-${i}`;
    const [city, state] = pick(CITIES, i * 7);
    db.companies!.push({
      id,
      name: `${pick(WORDS, i * 3)} ${pick(KINDS, i * 5 + 1)} ${i}`,
      type: pick(TYPES, i * 7 + 2),
      status: pick(STATUSES, i * 11 + 3),
      subscriptionType: pick(['BASIC', 'ADVANCED', 'PRO'], i),
      email: `office${i}@company${i}.example.com`,
      taxId: `${10 + (i % 89)}-${String(i).padStart(7, '0')}`,
      phoneNumber: `555-${String(i % 10_000).padStart(4, '0')}`,
      location: {
        id: `loc-${i}`,
        latitude: 30 + (i % 10),
        longitude: -97 - (i % 20),
        city,
        state,
        zipCode: '73301',
      },
      ownerId: `u-${userNo}`,
      createdAt: date(i),
      updatedAt: date(i + 30),
    });
    db.subscriptions!.push({ id: `sub-${i}`, companyId: id, planType: 'BASIC', status: 'ACTIVE' });
    for (let u = 0; u < 3; u++, userNo++) {
      db.users!.push({
        id: `u-${userNo}`,
        email: `user${userNo}@example.com`,
        name: pick(FIRST, userNo),
        lastName: pick(LAST, userNo * 3),
        userType: 'ATTORNEY',
        companyId: id,
        permission: u === 0 ? 'OWNER' : 'MEMBER',
        createdAt: date(userNo),
      });
    }
    for (let a = 0; a < 2; a++) {
      db.addresses!.push({ id: `ad-${i}-${a}`, companyId: id, address: `${a + 1} Main St`, city, state });
    }
    for (let l = 0; l < 2; l++) {
      db.licenses!.push({
        id: `li-${i}-${l}`,
        companyId: id,
        name: pick(FIRST, i + l),
        lastName: pick(LAST, i),
      });
    }
    if (i % 2 === 0) {
      for (let n = 0; n < 4; n++) {
        db.notifications!.push({
          id: `no-${i}-${n}`,
          userId: `u-${userNo - 1}`,
          read: n > 1,
          message: 'New case',
        });
      }
    }
  }
  return db as unknown as Database;
}
