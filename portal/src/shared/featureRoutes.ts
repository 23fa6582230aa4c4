import type { ComponentType } from 'react';
import type { RoutePattern } from '@casebridge/domain';

/**
 * A feature's screens keyed by the route-table pattern each one serves (PORTAL_ROUTES in the domain is the one
 * list of paths): attaching a screen to a pattern the table does not have does not compile.
 */
export type FeatureRoutes = Partial<Record<RoutePattern, ComponentType>>;
