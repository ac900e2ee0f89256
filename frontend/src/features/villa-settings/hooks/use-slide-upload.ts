import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api';
import { useUploadSlidesMutation } from '../../admin-shared';
import { batches, isTooLarge } from '../image-files';

export interface SlideUploadFailure {
  batch: number;
  batches: number;
  message: string;
}

export interface SlideUploadProgress {
  uploading: boolean;
  /** 0-100, by batches sent. */
  percent: number;
  failure: SlideUploadFailure | null;
}

function timedOut(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 'TIMEOUT_ERROR';
}

/**
 * Uploads slides in batches of 5, one after another (each with its own 30 s timeout, set on the
 * endpoint). A failed batch stops the run and is reported; the batches before it stay uploaded and
 * the files not sent are handed back so the admin can retry just those.
 */
export function useSlideUpload() {
  const { t } = useTranslation('admin');
  const [uploadSlides] = useUploadSlidesMutation();
  const [progress, setProgress] = useState<SlideUploadProgress>({ uploading: false, percent: 0, failure: null });

  const upload = async (files: File[]): Promise<{ uploaded: number; notSent: File[]; failure: SlideUploadFailure | null }> => {
    // Checked again here: nothing oversize may reach the server, whatever queued it (SPEC §5).
    const oversize = files.find(isTooLarge);
    if (oversize) throw new Error(t('slides.tooLarge', { name: oversize.name }));
    const runs = batches(files);
    setProgress({ uploading: true, percent: 0, failure: null });
    for (const [index, batch] of runs.entries()) {
      try {
        await uploadSlides(batch).unwrap();
        setProgress({ uploading: true, percent: Math.round(((index + 1) / runs.length) * 100), failure: null });
      } catch (error) {
        const message = timedOut(error) ? t('slides.timeout') : errorMessage(error, t('errors.updateVilla'));
        const failure = { batch: index + 1, batches: runs.length, message };
        setProgress((current) => ({ uploading: false, percent: current.percent, failure }));
        return { uploaded: runs.slice(0, index).flat().length, notSent: runs.slice(index).flat(), failure };
      }
    }
    setProgress({ uploading: false, percent: 100, failure: null });
    return { uploaded: files.length, notSent: [], failure: null };
  };

  return { upload, progress };
}
