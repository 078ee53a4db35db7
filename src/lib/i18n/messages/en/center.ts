/** English: the source of every language's 'center' messages. */
export default {} as const;
