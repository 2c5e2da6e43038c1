import { toast } from '@/lib/toast';

/**
 * Spec §8 "Profile update failure": the error text, then one line per field error, each on its
 * own line. An error toast like toast.error (same variant, so the same 4 s), with a list as message.
 */
export function showErrorLines(lines: readonly string[]): void {
  toast.error(
    <span style={{ display: 'flex', flexDirection: 'column' }}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </span>,
  );
}
