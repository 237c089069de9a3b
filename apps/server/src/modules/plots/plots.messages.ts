// Messages of the split and merge calls beyond SPEC's (which live in the domain's messages).
export const plotsMessages = {
  pendingOperation: 'This property is already part of a pending split or merge. Wait until it is decided, or cancel it, before starting another.',
  notSplittable: (status: string) => `Only a draft or active property can be split; this one is ${status}`,
  notMergeable: (reference: string, status: string) => `Only draft or active properties can be merged; ${reference} is ${status}`,
  canSplit: 'Property can be split',
  canMerge: 'Properties can be merged',
  splitNotFound: 'Split not found',
  mergeNotFound: 'Merge not found',
  operationNotFound: 'Operation not found',
  propertyGone: 'A property of this request no longer exists, so it cannot be approved. Reject it instead.',
  partAdded: 'Added new property part. Review and save to finalize.',
} as const
