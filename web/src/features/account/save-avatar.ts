import { call } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { showServerMessage } from '../../lib/api/errors';
import { loadUserInfo } from '../../lib/api/user-info';

/**
 * requirements R4: upload the cropped JPEG, save the upload result as the avatar (a JSON string whose
 * `file` is the url), then refetch the profile so the header shows it. Answers success.
 */
export async function saveAvatar(blob: Blob): Promise<boolean> {
  const upload = await call(() => client.user.upload({ body: { upfile: blob } }));
  if (!upload) return false;
  if (!('state' in upload) || upload.state !== 'SUCCESS') {
    showServerMessage(upload);
    return false;
  }
  const saved = await call(() =>
    client.user.updateUser({ body: { avatar: JSON.stringify({ ...upload, file: upload.url }) } }),
  );
  if (!saved) return false;
  if (saved.code !== 'OK') {
    showServerMessage(saved);
    return false;
  }
  await loadUserInfo();
  return true;
}
