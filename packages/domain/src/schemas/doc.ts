// Field documentation for the Schema Explorer: every field gets a title and a description,
// which zod 4 carries into `z.toJSONSchema` through `.meta()`.
export function doc(title: string, description: string): { title: string; description: string } {
  return { title, description }
}
