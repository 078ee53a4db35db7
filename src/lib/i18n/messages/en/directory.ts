/** English: the source of every language's 'directory' messages. */
export default {} as const;
