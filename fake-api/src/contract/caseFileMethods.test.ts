/**
 * The contract of the case-file calls (caseFileMethods), run against the fake API's core in process: each
 * client method reaches its route and its answer matches the documented schema. The table is typed so that
 * every method has its case.
 */
import { afterEach, describe, expect, vi } from 'vitest';
import type { CaseFile, LegalCase } from '@casebridge/domain';
import type { CaseFileMethods } from '@casebridge/domain/client';
import { PNG, contractTests } from './contractCase.ts';
import type { ContractCase } from './contractCase.ts';
import type { ContractWorld } from './harness.ts';

/** A case of the demo firm that the demo provider collaborates on. */
const sharedCase = ({ store, companyIdOf }: ContractWorld): LegalCase =>
  [...store.collection('cases').all()].find(
    (c) =>
      c.attorneyCompanyId === companyIdOf('attorney-owner') &&
      c.collaboratorCompanyIds.includes(companyIdOf('health-provider-owner')),
  )!;

const fileOf = (world: ContractWorld): CaseFile =>
  world.store.collection('files').findBy('caseId', sharedCase(world).id)[0]!;

const png = () => new File([new Uint8Array(PNG)], 'scene.png', { type: 'image/png' });

const CASES: Record<keyof CaseFileMethods, ContractCase> = {
  getCaseFiles: {
    as: 'health-provider-owner',
    run: async (world) => {
      const page = await world.client.dataProvider.getCaseFiles(sharedCase(world).id, {
        page: 0,
        perPage: 10,
        sort: { field: 'name', order: 'ASC' },
        filter: { category: 'PHOTO' },
      });
      expect(page.data.every((f) => f.sharedWith === 'COLLABORATORS' && f.category === 'PHOTO')).toBe(true);
    },
  },
  uploadCaseFiles: {
    as: 'attorney-owner',
    run: async (world) => {
      const progress: number[] = [];
      const files = await world.client.dataProvider.uploadCaseFiles(
        sharedCase(world).id,
        [png()],
        { category: 'PHOTO', sharedWith: 'COLLABORATORS' },
        { onProgress: (loaded, total) => progress.push(loaded / total) },
      );
      expect(files.map((f) => f.name)).toEqual(['scene.png']);
      expect(progress.at(-1)).toBe(1);
    },
  },
  getCaseFile: {
    as: 'attorney-member',
    run: (world) => world.client.dataProvider.getCaseFile(sharedCase(world).id, fileOf(world).id),
  },
  updateCaseFile: {
    as: 'attorney-owner',
    run: (world) =>
      world.client.dataProvider.updateCaseFile(sharedCase(world).id, fileOf(world).id, {
        name: 'Renamed',
        category: 'OTHER',
        sharedWith: 'FIRM',
      }),
  },
  deleteCaseFile: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.deleteCaseFile(sharedCase(world).id, fileOf(world).id),
  },
  downloadCaseFile: {
    as: 'attorney-owner',
    run: async (world) => {
      const file = fileOf(world);
      const download = await world.client.dataProvider.downloadCaseFile(
        sharedCase(world).id,
        file.id,
        'inline',
      );
      expect(download.blob.size).toBe(file.size);
    },
  },
  createFileShareLink: {
    as: 'attorney-owner',
    run: (world) => world.client.dataProvider.createFileShareLink(sharedCase(world).id, fileOf(world).id),
  },
  listFileShareLinks: {
    as: 'attorney-owner',
    run: async (world) => {
      const { id } = await world.client.dataProvider.createFileShareLink(
        sharedCase(world).id,
        fileOf(world).id,
      );
      const links = await world.client.dataProvider.listFileShareLinks(
        sharedCase(world).id,
        fileOf(world).id,
      );
      expect(links.map((l) => l.id)).toContain(id);
    },
  },
  revokeFileShareLink: {
    as: 'attorney-owner',
    run: async (world) => {
      const { id } = await world.client.dataProvider.createFileShareLink(
        sharedCase(world).id,
        fileOf(world).id,
      );
      await world.client.dataProvider.revokeFileShareLink(sharedCase(world).id, fileOf(world).id, id);
    },
  },
  getCaseFileAudit: {
    as: 'attorney-admin',
    run: (world) => world.client.dataProvider.getCaseFileAudit(sharedCase(world).id, fileOf(world).id, 0),
  },
  requestCaseFile: {
    as: 'health-provider-owner',
    run: (world) =>
      world.client.dataProvider.requestCaseFile(sharedCase(world).id, {
        category: 'POLICE_REPORT',
        message: 'Please share the police report.',
      }),
  },
  getSharedFile: {
    as: 'attorney-owner',
    run: async (world) => {
      const link = await world.client.dataProvider.createFileShareLink(
        sharedCase(world).id,
        fileOf(world).id,
      );
      await world.client.authProvider.logout({});
      const shared = await world.client.dataProvider.getSharedFile(link.token);
      expect(shared.name).toBe(fileOf(world).name);
    },
  },
  downloadSharedFile: {
    as: 'attorney-owner',
    run: async (world) => {
      const link = await world.client.dataProvider.createFileShareLink(
        sharedCase(world).id,
        fileOf(world).id,
      );
      await world.client.authProvider.logout({});
      const download = await world.client.dataProvider.downloadSharedFile(link.token, 'attachment');
      expect(download.blob.size).toBe(fileOf(world).size);
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('case-file calls against the core', () => contractTests(CASES));
