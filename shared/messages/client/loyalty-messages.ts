// The loyalty messages views (spec 3 §2, §4, §5): the spec's words where it gives them, ours where it
// gives none (docs/client-loyalty-messages.md, The pages).

export const createView = 'Create message' as const;

export const bodyLabel = 'Message' as const;
export const bodyRequired = 'Write the message to send.' as const;
export const imagesLabel = 'Images' as const;
export const addImages = 'Add images' as const;
export const addImage = 'Add an image' as const;
export const imagesHint = (maxKb: number, max: number) => `PNG or JPEG, up to ${maxKb} KB each, ${max} at most.`;
export const tooManyImages = (max: number) => `A message can carry ${max} images at most.`;
export const methodLabel = 'Method' as const;
export const whenLabel = 'When' as const;
export const sendNow = 'Send now' as const;
export const sendLater = 'Send at a date and time' as const;
export const sendAtLabel = 'Date and time' as const;
export const sendAtRequired = 'Choose when to send the message.' as const;
export const sendAtPast = 'Choose a time that has not passed.' as const;
export const send = 'Send message' as const;
export const clear = 'Clear' as const;
export const imagesUploading = 'Wait for the images to finish uploading.' as const;
export const sendFailed = 'The message was not sent:' as const;

export const pending = 'Pending' as const;
export const sent = 'Sent' as const;
export const noPending = 'No messages are waiting to be sent.' as const;
export const noSent = 'No messages have been sent yet.' as const;
export const noMessages = "You haven't sent a message yet." as const;
export const loadMore = 'Load more messages' as const;
export const delivered = (percent: number) => `${percent}% delivered`;
export const showDelivery = 'Show delivery' as const;
export const hideDelivery = 'Hide delivery' as const;
export const deliveryOf = 'Delivery of this message, member by member' as const;
