// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from './download';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saveBlob', () => {
  it('clicks a temporary download link named after the file, then removes it and frees the URL', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:mock-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href, attached: this.isConnected });
    });

    saveBlob(new Blob(['a,b']), 'survey_42_raw_data_2026-11-21.csv');

    expect(clicked).toEqual([{ download: 'survey_42_raw_data_2026-11-21.csv', href: 'blob:mock-1', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:mock-1');
  });
});
