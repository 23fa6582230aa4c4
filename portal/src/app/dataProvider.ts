import { createDataProvider } from '@casebridge/domain/client';

/** The data provider, a module of its own: the portal loads it with the signed-in app, not the first page. */
export const createPortalDataProvider = createDataProvider;
