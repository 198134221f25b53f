/** A file size for people: "512 bytes", "2.5 KB", "3.1 MB" (1 KB = 1,024 bytes). */
export function formatSize(bytes: number, locale = 'en-US'): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes.toLocaleString(locale)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString(locale, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}

/** Who uploaded a version, in words. */
export function uploaderLabel(uploadedBy: { role: string; name: string | null } | undefined): string {
  if (uploadedBy?.role === 'support') return uploadedBy.name ? `Support (${uploadedBy.name})` : 'Support';
  if (uploadedBy?.role === 'generated') return 'Generated with your plan';
  return 'You';
}
