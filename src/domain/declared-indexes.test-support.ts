// Test support (no runtime code imports it): the composite indexes declared in
// firestore.indexes.json for one collection, in the form indexFieldsFor-style functions give
// (`field`, `field:DESC`, `field:CONTAINS`), so a test can check every query shape has one.
import indexConfig from '../../firestore.indexes.json';

interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

export function declaredIndexShapes(collectionGroup: string): string[] {
  return (indexConfig.indexes as DeclaredIndex[])
    .filter((i) => i.collectionGroup === collectionGroup && i.queryScope === 'COLLECTION')
    .map((i) =>
      i.fields
        .map((f) =>
          f.arrayConfig
            ? `${f.fieldPath}:CONTAINS`
            : f.order === 'DESCENDING'
              ? `${f.fieldPath}:DESC`
              : f.fieldPath,
        )
        .join(','),
    );
}
