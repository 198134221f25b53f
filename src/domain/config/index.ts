export { type ParseResult, WHOLE_CONFIG, ConfigReader } from './config-reader';
export { type SiteConfig, parseSiteConfig } from './site-config';
export {
  type ProductConfig,
  type ProductIdentity,
  type ChartPalette,
  DEFAULT_CHART_PALETTE,
  defaultProductConfig,
} from './product-config';
export { parseProductConfig } from './parse-product-config';
export {
  type FeeKey,
  type FeeLineItem,
  type CheckoutFees,
  checkoutFees,
  netDays,
  invoiceDueDate,
} from './checkout-fees';
