import type { Breadcrumb } from "@sentry/remix";
export declare const tracesSampleRate: number;
export declare const ignoreErrors: RegExp[];
export declare function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb;
