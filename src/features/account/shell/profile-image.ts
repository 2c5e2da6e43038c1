// Spec §7: the profile image is fetched as binary and shown as a JPEG data URL. BRP's document
// serves it as application/octet-stream (a JPEG file, "person.jpg"); some servers may say
// image/jpeg. Either way the bytes become an image/jpeg data URL, so <img> always shows it.
export function profileImageDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the image'));
    reader.readAsDataURL(new Blob([blob], { type: 'image/jpeg' }));
  });
}
