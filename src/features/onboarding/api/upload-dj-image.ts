import { djImagePath, IMAGE_CACHE_CONTROL, type DjImageKind } from './image-path';

/**
 * Uploads a checked image and returns its download URL. The Storage SDK is
 * imported here, on first upload, so the forms do not pay for it up front.
 * `onProgress` gets 0..1.
 */
export async function uploadDjImage(
  uid: string,
  kind: DjImageKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const [{ ref, uploadBytesResumable, getDownloadURL }, { storage }] = await Promise.all([
    import('firebase/storage'),
    import('../../../lib/firebase/storage'),
  ]);
  const target = ref(storage, djImagePath(uid, kind, file.type, Date.now()));
  const task = uploadBytesResumable(target, file, {
    contentType: file.type,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
      reject,
      () => resolve(),
    );
  });
  return getDownloadURL(target);
}
