/** How the checkout shows a saved SSN: the domain's masked form (decision 0080), never the number in full. */
export { isMaskedSsn, maskSsn } from '@/domain/shared/ssn-mask';
