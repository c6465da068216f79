import { isAllowedUploadType, uploadMaxBytes } from '@sous/contracts';
import { uploadObject } from '@/lib/upload-object';

/** A recipe's photo (issue 30). Resolves with the photo's URL, `/objects/uploads/{id}`, which `imageUrl` takes. */
export async function uploadRecipePhoto(file: File): Promise<string> {
  if (!file.type.startsWith('image/') || !isAllowedUploadType(file.type)) throw new Error(`${file.name} is not a picture that can be uploaded`);
  if (file.size > uploadMaxBytes) throw new Error(`${file.name} is larger than 10 MB`);
  return (await uploadObject(file)).url;
}
