/** English: the source of every language's 'mail' messages. */
export default {} as const;
