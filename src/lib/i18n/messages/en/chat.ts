/** English: the source of every language's 'chat' messages. */
export default {} as const;
