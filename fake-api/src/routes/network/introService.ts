/**
 * Make Intro (issue 12; SPEC.md 2.6, 5, 8, 9): the caller introduces itself, or a user of its company
 * (onBehalfOf), to a VALIDATED directory company (attorney, provider or facility), with an optional file. At
 * most LIMITS.introsPerMonth a calendar month (UTC) per sender: the next is refused with section 8's sentence.
 * The receiving company's owners and admins get INTRO / ADD and an e-mail with the introduction and where to
 * download the file. A file is stored under intros/{random id} and served with the safe headers of
 * blobResponse to the users of the sender's and the receiver's companies (404 for anyone else).
 */
import { randomUUID } from 'node:crypto';
import {
  INTRO_FILE_MAX_BYTES,
  INTRO_MESSAGES,
  INTRO_RECEIVER_TYPES,
  LIMITS,
  MESSAGES,
  canMakeIntro,
  caseFileTypeOf,
  introFileProblem,
  introsRemaining,
  isKnownNotificationPair,
  makeIntroSchema,
  monthStart,
} from '@casebridge/domain';
import type { Company, Intro, IntroCount, IntroView, UserRecord } from '@casebridge/domain';
import { conflict, notFound, payloadTooLarge, validationError } from '../../core/errors.ts';
import type { ApiResponse, Principal, Services, UploadedFile } from '../../core/types.ts';
import { validate } from '../../core/validate.ts';
import { blobResponse, readBlob } from '../blobResponse.ts';
import { contentMatchesType } from '../cases/fileContent.ts';

const FOLDER = 'intros';

const fullName = (user: UserRecord | undefined): string =>
  user ? `${user.name} ${user.lastName}`.trim() : 'A former user';

/** The caller's intros this calendar month (an indexed range over senderId, createdAt). */
export function introCount(services: Services, caller: Principal): IntroCount {
  const count = services.store.collection('intros').count({
    senderId: caller.userId,
    createdAt_gte: monthStart(services.clock.now()).toISOString(),
  });
  return { count, limit: LIMITS.introsPerMonth, remaining: introsRemaining(count) };
}

/** A directory company an intro may go to: VALIDATED attorney, provider or facility (404 otherwise). */
function receiverOf(services: Services, caller: Principal, id: string): Company {
  const company = services.store.collection('companies').get(id);
  if (!company || company.status !== 'VALIDATED') throw notFound();
  if (!(INTRO_RECEIVER_TYPES as readonly string[]).includes(company.type)) throw notFound();
  if (company.id === caller.companyId) throw validationError({ receiver: INTRO_MESSAGES.receiverInvalid });
  return company;
}

function checkedFile(files: readonly UploadedFile[]): { upload: UploadedFile; mime: string } | null {
  const uploads = files.filter((f) => f.field === 'file');
  if (uploads.length === 0) return null;
  const upload = uploads[0]!;
  const file = { name: upload.originalName, type: upload.mimeType, size: upload.buffer.length };
  if (file.size > INTRO_FILE_MAX_BYTES) throw payloadTooLarge(INTRO_MESSAGES.fileTooLarge);
  const problem = introFileProblem(file);
  const type = caseFileTypeOf(file);
  if (problem || !type) throw validationError({ file: problem ?? MESSAGES.invalidInput });
  if (!contentMatchesType(type.mime, upload.buffer)) throw validationError({ file: MESSAGES.invalidInput });
  return { upload, mime: type.mime };
}

/** A file name kept readable: no path, no control characters, at most 120 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 120) || 'file';
}

export async function sendIntro(
  services: Services,
  caller: Principal,
  body: unknown,
  files: readonly UploadedFile[] = [],
): Promise<IntroView> {
  if (!canMakeIntro(introCount(services, caller).count)) throw conflict(MESSAGES.introLimitReached);
  const values = validate(makeIntroSchema, body);
  const receiver = receiverOf(services, caller, values.receiver);
  const users = services.store.collection('users');
  const onBehalfOf = values.onBehalfOf?.trim() || null;
  if (onBehalfOf) {
    const user = users.get(onBehalfOf);
    if (!user || user.companyId !== caller.companyId || user.status !== 'ACTIVE')
      throw validationError({ onBehalfOf: INTRO_MESSAGES.onBehalfOfInvalid });
  }
  const checked = checkedFile(files);
  let file: Intro['file'] = null;
  if (checked) {
    const id = randomUUID();
    await services.uploads?.put(`${FOLDER}/${id}`, checked.upload.buffer, checked.mime);
    file = {
      id,
      name: cleanName(checked.upload.originalName),
      mimeType: checked.mime,
      size: checked.upload.size,
    };
  }
  const intro = services.store.insert('intros', {
    senderId: caller.userId,
    senderCompanyId: caller.companyId!,
    receiver: receiver.id,
    onBehalfOf,
    introduction: values.introduction,
    file,
    createdAt: services.clock.now().toISOString(),
  });
  tellReceiver(services, intro, receiver);
  return introView(services, caller, intro);
}

/** INTRO / ADD and an e-mail to the receiving company's active owners and admins. */
function tellReceiver(services: Services, intro: Intro, receiver: Company): void {
  if (!isKnownNotificationPair('INTRO', 'ADD')) throw new Error('No notification target for INTRO:ADD');
  const users = services.store.collection('users');
  const sender = users.get(intro.senderId);
  const senderCompany = services.store.collection('companies').get(intro.senderCompanyId);
  const behalf = intro.onBehalfOf ? users.get(intro.onBehalfOf) : undefined;
  const who = behalf ? `${fullName(behalf)} (introduced by ${fullName(sender)})` : fullName(sender);
  const from = `${who} of ${senderCompany?.name ?? 'a CaseBridge company'}`;
  const now = services.clock.now().toISOString();
  const readers = users
    .findBy('companyId', receiver.id)
    .filter((u) => u.status === 'ACTIVE' && (u.permission === 'OWNER' || u.permission === 'ADMIN'));
  for (const reader of readers) {
    services.store.insert('notifications', {
      userId: reader.id,
      read: false,
      message: 'New intro',
      description: `${from} introduced themselves to ${receiver.name}.`,
      createAt: now,
      section: 'INTRO',
      action: 'ADD',
      extra: intro.id,
      caseFolio: null,
      sender: { id: intro.senderId, name: fullName(sender), type: sender?.userType ?? 'ATTORNEY' },
      receiver: { id: reader.id, name: fullName(reader), type: reader.userType },
      company: receiver.id,
    });
    const attachment = intro.file
      ? `\n\nAttached file: ${intro.file.name}. Download it from My Network, Intros: /my-network?tab=intros&intro=${intro.id}`
      : '';
    services.store.insert('outbox', {
      to: reader.email,
      subject: `${fullName(behalf ?? sender)} introduced themselves on CaseBridge`,
      body: `Hello ${reader.name},\n\n${from} sent ${receiver.name} this introduction:\n\n${intro.introduction}${attachment}`,
      sentAt: now,
    });
  }
}

export function introView(services: Services, caller: Principal, intro: Intro): IntroView {
  const users = services.store.collection('users');
  const companies = services.store.collection('companies');
  const behalf = intro.onBehalfOf ? users.get(intro.onBehalfOf) : undefined;
  return {
    id: intro.id,
    direction: intro.senderCompanyId === caller.companyId ? 'SENT' : 'RECEIVED',
    senderId: intro.senderId,
    senderName: fullName(users.get(intro.senderId)),
    senderCompanyId: intro.senderCompanyId,
    senderCompanyName: companies.get(intro.senderCompanyId)?.name ?? '',
    receiver: intro.receiver,
    receiverName: companies.get(intro.receiver)?.name ?? '',
    onBehalfOf: intro.onBehalfOf,
    onBehalfOfName: behalf ? fullName(behalf) : null,
    introduction: intro.introduction,
    file: intro.file,
    createdAt: intro.createdAt,
  };
}

/** The intros the caller's company sent and received, newest first (at most `limit` of each). */
export function companyIntros(services: Services, caller: Principal, limit = 100): Intro[] {
  const intros = services.store.collection('intros');
  const page = (field: string) =>
    intros.list({
      filter: { [field]: caller.companyId },
      sort: { field: 'createdAt', order: 'DESC' },
      range: [0, limit - 1],
    }).data;
  return [...page('senderCompanyId'), ...page('receiver')].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}

/** When the caller last introduced itself to `receiverId`, or null. */
export function latestIntroAt(services: Services, caller: Principal, receiverId: string): string | null {
  const { data } = services.store.collection('intros').list({
    filter: { senderId: caller.userId, receiver: receiverId },
    sort: { field: 'createdAt', order: 'DESC' },
    range: [0, 0],
  });
  return data[0]?.createdAt ?? null;
}

/** An intro's file, for users of its sender's or receiver's company (404 otherwise). */
export async function introFile(services: Services, caller: Principal, id: string): Promise<ApiResponse> {
  const intro = services.store.collection('intros').get(id);
  const visible =
    intro && (intro.senderCompanyId === caller.companyId || intro.receiver === caller.companyId);
  const blob = visible && intro.file ? await readBlob(services, `${FOLDER}/${intro.file.id}`) : undefined;
  if (!intro?.file || !blob) throw notFound();
  const name = intro.file.name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .slice(0, 80);
  return blobResponse(blob, name || intro.file.id);
}
