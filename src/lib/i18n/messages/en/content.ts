/** English: the source of every language's 'content' messages. */
export default {} as const;
