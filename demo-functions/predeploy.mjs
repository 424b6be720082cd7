// The predeploy hook of the `demo` codebase (firebase.json). firebase-tools sets
// GCLOUD_PROJECT to the project being deployed to; anything but a demo- project is refused,
// so `firebase deploy` (or `--only functions`) against a real project fails before a single
// function of this codebase is uploaded. Deploy production with `--only functions:default`.
const project = process.env.GCLOUD_PROJECT ?? '';
if (!project.startsWith('demo-')) {
  console.error(
    `Refusing to deploy the demo functions codebase (seedDemoData, clearDemoData) to "${project}": ` +
      'it only runs in the emulators of a demo- project. Deploy the production functions with ' +
      '`firebase deploy --only functions:default`.',
  );
  process.exit(1);
}
