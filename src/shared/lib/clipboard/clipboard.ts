export type CopyResult = { ok: true } | { ok: false; error: unknown };

/** Copies text to the clipboard and reports whether it worked (the caller shows the toast). */
export async function copyText(text: string): Promise<CopyResult> {
  try {
    if (typeof navigator === 'undefined' || !('clipboard' in navigator)) {
      throw new Error('The clipboard is not available in this browser.');
    }
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}
