import type { Figures } from '../figure-output';

/** One page as Chromium loaded it: its JS (gzip KB) and when its operation list was drawn. */
export interface PageMeasure {
  jsGzipKb: number;
  /** Median over the loads, from the navigation's start. */
  msToOperationList: number;
  /** The operations the list showed: the same document gives the same count on both. */
  operations: number;
}

/** ours ÷ reference, to two decimals: below 1, ours is the smaller or the faster. */
export function ratioTo(ours: number, reference: number): number {
  if (reference <= 0) throw new Error('The reference figure must be positive');
  return Math.round((ours / reference) * 100) / 100;
}

/** Our documentation route beside the swagger-ui reference page: raw figures and ratios. */
export function docsComparisonFigures(docs: PageMeasure, swaggerUi: PageMeasure): Figures {
  return {
    'docs js gzip KB': docs.jsGzipKb,
    'swagger-ui js gzip KB': swaggerUi.jsGzipKb,
    'docs js gzip ratio to swagger-ui': ratioTo(docs.jsGzipKb, swaggerUi.jsGzipKb),
    'docs time to operation list ms': docs.msToOperationList,
    'swagger-ui time to operation list ms': swaggerUi.msToOperationList,
    'docs time to operation list ratio to swagger-ui': ratioTo(
      docs.msToOperationList,
      swaggerUi.msToOperationList,
    ),
    'docs operation list items': docs.operations,
    'swagger-ui operation list items': swaggerUi.operations,
  };
}
