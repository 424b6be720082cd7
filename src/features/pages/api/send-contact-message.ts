import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { contactMessageFields } from '../../../domain/contact-schema';
import { auth } from '../../../lib/firebase/auth';
import { firestoreLite } from '../../../lib/firebase/firestore-lite';

/**
 * Stores one contact-form message in contactMessages for the admins' inbox.
 * The lite SDK is enough for a single write and keeps the page light; the
 * security rules re-check every field, the time and the optional uid.
 */
export async function sendContactMessage(values: unknown): Promise<string> {
  const fields = contactMessageFields(values);
  const uid = auth.currentUser?.uid;
  const ref = await addDoc(collection(firestoreLite, 'contactMessages'), {
    ...fields,
    // Signed-in senders are linked to their account so an admin can look them up.
    ...(uid ? { uid } : {}),
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
